import type { mail as english } from "./en";

/* The e-mails the back office sends to owners and operators, in Spanish. */
export const mail = {
  greeting: "Hola:",
  signIn: {
    subject: "Tu enlace para iniciar sesión",
    heading: "Inicia sesión en el back office",
    openLink: "Abre este enlace para iniciar sesión en el back office:",
    button: "Iniciar sesión",
    note: "Funciona una sola vez, durante 15 minutos. Si no lo has pedido, ignora este correo: nadie puede iniciar sesión sin el enlace.",
  },
  invitation: {
    subject: "Te han invitado al back office",
    asOperator: "Te han invitado al back office como operador: ves todos los sitios y gestionas las cuentas.",
    forSites: (sites: string) =>
      `Te han invitado al back office de ${sites}, donde llegan los envíos de los formularios.`,
    openLink:
      "Abre este enlace para iniciar sesión y después añade una llave de acceso, para que la próxima vez puedas entrar sin correo:",
    button: "Aceptar la invitación",
    note: "El enlace funciona una sola vez, durante 24 horas.",
  },
  submission: {
    received: (time: string) => `Recibido el ${time}`,
    openInInbox: "Abrir en la bandeja de entrada",
    inboxLink: (url: string) => `Ábrelo en la bandeja de entrada: ${url}`,
    replyToAnswer: "Responde a este correo para contestar a quien lo envió.",
    noAddress: "Quien lo envió no dejó dirección de correo: contéstale por teléfono o con los datos de arriba.",
    unknownSender: "desconocido",
  },
  digest: {
    subject: (count: number) =>
      `${count.toLocaleString("es")} ${count === 1 ? "envío nuevo" : "envíos nuevos"} — resumen diario`,
    eachLinks: "Cada uno enlaza a la bandeja de entrada.",
    more: (count: number) => `Y ${count.toLocaleString("es")} más en la bandeja de entrada.`,
    inboxLink: (url: string) => `La bandeja de entrada: ${url}`,
    openInbox: "Abrir la bandeja de entrada",
    spamWeek: (count: number) =>
      `${count.toLocaleString("es")} ${count === 1 ? "envío fue" : "envíos fueron"} a spam esta semana: comprueba que no haya ningún visitante real entre ellos.`,
    spamFolderLink: (url: string) => `La carpeta de spam: ${url}`,
    openSpamFolder: "Abrir la carpeta de spam",
    noName: "(sin nombre)",
  },
} satisfies typeof english;
