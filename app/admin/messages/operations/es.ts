import type { NotificationMode } from "../../api-types";
import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Spanish. */
export const operations = {
  notifications: {
    loading: "Cargando los ajustes de notificaciones…",
    description:
      "Cómo te enteras de los envíos nuevos, qué reciben los visitantes tras enviar un formulario, y webhooks para tus otros sistemas.",
    onThisPage: "En esta página",
    emailsTitle: "Tus correos",
    emailsDescription:
      "Al instante: un correo por cada envío; con Responder contestas al visitante. Resumen: un correo al día con todos ellos. Tu elección es solo tuya: cada miembro de un sitio elige la suya.",
    operatorNoEmails: "Como operador no recibes correos hasta que elijas.",
    confirmationsTitle: "Confirmación a los visitantes",
    confirmationsDescription:
      "Un correo que da las gracias al visitante y lleva una copia de lo que envió. Desactivado hasta que lo actives, para todo el sitio. Una dirección recibe como mucho uno por hora, y el spam nunca recibe ninguno.",
    webhooksTitle: "Webhooks",
    webhooksDescription:
      "Cada envío nuevo se manda como JSON a todos los webhooks de su sitio, firmado con el secreto del webhook (HMAC-SHA256 sobre una marca de tiempo y el cuerpo), y se reintenta como el correo. El archivo docs/notifications.md del proyecto, sección «Webhooks», muestra cómo comprobar la firma en pocas líneas.",
    noMailServer:
      "No hay ningún servidor de correo configurado (SMTP_URL). Los correos esperan en la cola de salida y se envían en cuanto haya uno.",
  },
  modes: {
    labels: { instant: "Al instante", digest: "Resumen", off: "Desactivado" },
    isDefault: "(predeterminado)",
    saved: (where: string, mode: NotificationMode) =>
      `${where}: ${{ instant: "un correo por cada envío", digest: "un correo al día con todos", off: "ningún correo" }[mode]}.`,
  },
  confirmation: {
    formLabel: (site: string, form: string) => `Confirmación de ${site}, ${form}`,
    on: "Activada",
    off: "Desactivada",
    notSaved: "Sin guardar",
    switchLabel: "Enviar una confirmación a los visitantes",
    subject: "Asunto",
    text: "Texto",
    textHint: (language: string) =>
      `En ${language}, el idioma del sitio. Detrás van el nombre y el enlace de tu sitio; no se repite nada de lo que escribió el visitante.`,
    save: "Guardar",
    saving: "Guardando…",
    useDefault: "Usar el texto predeterminado",
    savedOn: (site: string) => `Guardado: los visitantes de ${site} reciben ahora esta confirmación.`,
    savedOff: "Guardado. Los visitantes no reciben confirmación.",
  },
  webhooks: {
    listLabel: (site: string) => `Webhooks de ${site}`,
    none: "Aún no hay webhooks.",
    added: "Añadido",
    showSecret: "Ver secreto",
    hideSecret: "Ocultar secreto",
    secretLabel: (url: string) => `Secreto de firma de ${url}`,
    copySecret: "Copiar secreto",
    remove: "Eliminar",
    removeLabel: (url: string) => `Eliminar el webhook ${url}`,
    removeTitle: "¿Eliminar este webhook?",
    removeBody: (site: string) =>
      `Ya no recibirá envíos de ${site}. Sus entregas, hechas o pendientes, salen del registro de entregas.`,
    removeConfirm: "Eliminar webhook",
    removed: "Webhook eliminado.",
    addLabel: (site: string) => `Añadir un webhook a ${site}`,
    urlLabel: "URL del nuevo webhook",
    urlRequired: "Escribe la dirección que debe recibir los envíos, como https://example.com/hook.",
    add: "Añadir webhook",
    adding: "Añadiendo…",
    addedToast: "Webhook añadido. Su secreto aparece debajo.",
  },
  deliveries: {
    loading: "Cargando las entregas fallidas…",
    description:
      "Notificaciones que no se pudieron entregar tras 48 horas de reintentos o que se rechazaron del todo, y las que fallaron en su último intento y se siguen reintentando. Arregla la causa (el servidor de correo, la URL receptora) y vuelve a intentarlo. Las 200 más recientes.",
    emptyTitle: "Nada ha fallado",
    emptyBody: "Todas las notificaciones se entregaron.",
    retry: "Reintentar ahora",
    retrying: "Reintentando…",
    openSubmission: "Abrir el envío",
    retried: "De vuelta en la cola de salida. Se vuelve a intentar en unos segundos.",
    retriedWaiting: "De vuelta en la cola de salida. Sale en cuanto haya un servidor de correo configurado.",
    notFailed: "Esta entrega ya no está fallida: recarga la página para ver cómo está.",
    kinds: {
      ownerEmail: (target: string) => `Correo a ${target}`,
      digest: "Resumen diario",
      confirmation: "Confirmación al visitante",
      webhook: "Webhook",
      operatorAlert: (target: string) => `Alerta a ${target}`,
    },
    states: { sent: "Enviada", waiting: "En espera", retrying: "Reintentando", failed: "Fallida" },
    attempts: (count: number) =>
      count === 0 ? "sin intentar aún" : count === 1 ? "1 intento" : `${count.toLocaleString("es")} intentos`,
    sentAt: "enviada",
    lastTriedAt: "último intento",
    queuedAt: "en cola",
    nextTryAt: "próximo intento",
    waitingForMailServer: "Esperando un servidor de correo: sale en cuanto haya uno configurado.",
    logLabel: "Entregas",
    logEmpty: "No se envió ninguna notificación por este envío.",
  },
  audit: {
    loading: "Cargando el registro de auditoría…",
    description:
      "Quién hizo qué y cuándo: inicios de sesión (y los fallidos, contados por cuenta y hora), invitaciones, exportaciones, borrados, ajustes y cambios de contenido, retiradas. Aquí nunca se escriben datos personales. Se guarda 2 años; las 200 entradas más recientes del filtro.",
    empty: "Aún no hay nada registrado",
    listLabel: "Entradas del registro",
  },
  notes: {
    description:
      "Retira una nota de Human Notebook que incumpla la ley o las normas. La retirada queda en el registro de auditoría.",
    cardTitle: "Retirar una nota",
    cardDescription:
      "Su página y su API responderán «ya no existe» con un aviso neutro. Esto no se puede deshacer aquí.",
    addressLabel: "Dirección o slug de la nota",
    addressInvalid: "Pega la dirección de la nota (…/writtenbyhuman/note/…) o su slug.",
    reasonLabel: "Motivo",
    reasonRequired: "Di por qué en pocas palabras: queda en el registro de auditoría.",
    takeDownEllipsis: "Retirar…",
    confirmTitle: "¿Retirar esta nota?",
    confirmBody: (slug: string) => `La nota «${slug}» dejará de mostrarse a nadie.`,
    confirm: "Retirar",
    notFound: "No hay ninguna nota en esa dirección.",
    takenDown: "La nota se ha retirado. Su página muestra ahora un aviso neutro.",
  },
  privacy: {
    description:
      "Cuando alguien pregunta qué guardas sobre él o pide que lo borres. Las dos cosas quedan en el registro de auditoría, sin sus datos.",
    cardTitle: "Buscar los datos de una persona",
    cardDescription: "Busca en todos los formularios de los sitios que gestionas. Indica uno de los dos, o ambos.",
    emailLabel: "Correo electrónico",
    phoneLabel: "Teléfono",
    phonePlaceholder: "+34 600 000 000",
    subjectRequired: "Escribe un correo electrónico o un teléfono.",
    download: "Descargar sus datos",
    erase: "Borrar sus datos…",
    nothingStored: "No hay nada guardado de esa persona en tus sitios.",
    fileName: "datos-personales",
    downloaded: (count: number) => (count === 1 ? "1 envío descargado." : `${count} envíos descargados.`),
    previewLabel: "Lo que se borrará",
    eraseTitle: (count: number) => (count === 1 ? "¿Borrar 1 envío?" : `¿Borrar ${count} envíos?`),
    eraseBody: "Se eliminarán para siempre, con sus notas e historial. Esto no se puede deshacer.",
    eraseConfirm: (count: number) => (count === 1 ? "Borrar 1 envío" : `Borrar ${count} envíos`),
    erased: (count: number) => (count === 1 ? "1 envío borrado." : `${count} envíos borrados.`),
  },
} satisfies typeof english;
