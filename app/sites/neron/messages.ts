/** The outcome messages of the contact form, fixed texts shared by the form and its tests (compared verbatim). */
export const CONTACT_SUCCESS = "¡Mensaje enviado con éxito! Te contactaremos pronto.";
export const CONTACT_FAILURE = "Error al enviar el mensaje. Por favor, inténtalo de nuevo.";
