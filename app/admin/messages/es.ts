import type { AdminMessages } from "./en";
import { inbox } from "./inbox/es";
import { account } from "./account/es";
import { content } from "./content/es";
import { operations } from "./operations/es";
import { mail } from "./mail/es";
import { serverErrors } from "./server-errors/es";

/** Spanish (Neron's owners): "tú", as in any current software. */
export const es = {
  signIn: {
    title: "Iniciar sesión",
    description: "Para los propietarios y operadores de los sitios.",
    passkey: "Iniciar sesión con una llave de acceso",
    waitingForPasskey: "Esperando tu llave de acceso…",
    passkeyCancelled: "No se usó ninguna llave de acceso. Vuelve a intentarlo o entra de otra forma más abajo.",
    or: "o",
    emailLabel: "Correo electrónico",
    emailInvalid: "Escribe tu correo electrónico, como nombre@ejemplo.com.",
    sendLink: "Envíame un enlace para entrar",
    sending: "Enviando…",
    linkSent: "Si esa dirección tiene una cuenta, el enlace va de camino. Sirve una sola vez, durante 15 minutos.",
    noEmail:
      "¿Aún no tienes una llave de acceso en este dispositivo? Pide a un operador un enlace de invitación o, en el servidor, ejecuta",
    link: {
      pageTitle: "Inicia sesión con tu enlace",
      title: "Inicia sesión en el back office",
      description: "Este enlace sirve una sola vez. Pulsa el botón para iniciar sesión en este dispositivo.",
      button: "Iniciar sesión",
      signingIn: "Iniciando sesión…",
      askNew: "Pide un enlace nuevo",
      incompleteTitle: "Este enlace está incompleto",
      incompleteDescription: "Vuelve a abrir el enlace de tu correo o pide uno nuevo.",
    },
    setup: {
      title: "Configura el back office",
      description:
        "Crea la primera cuenta de operador. Los operadores gestionan todos los sitios e invitan a los propietarios.",
      incompleteTitle: "Este enlace de configuración está incompleto",
      restart: "Reinicia el servidor para que muestre uno nuevo mientras no haya ningún operador.",
      emailLabel: "Tu correo electrónico",
      emailHint: "Aquí llegarán los enlaces para entrar. Después podrás añadir una llave de acceso.",
      creating: "Creando tu cuenta…",
      create: "Crear mi cuenta de operador",
    },
  },
  language: {
    title: "Idioma y zona horaria",
    description: "El idioma del back office y la zona horaria en la que se muestran las fechas y horas.",
    label: "Idioma",
    automatic: (name: string) => `Automático: ${name}`,
    hint: "Para tus páginas y los correos que te enviamos.",
    timeZoneLabel: "Zona horaria",
    timeZoneAutomatic: "La zona horaria de cada sitio",
    timeZoneHint: "Las fechas y horas se muestran en ella.",
    now: (time: string) => `Hora actual en esta zona: ${time}.`,
    save: "Guardar",
    saving: "Guardando…",
    saved: "Idioma y zona horaria guardados.",
  },
  members: {
    change: "Cambiar acceso",
    changeLabel: (email: string) => `Cambiar el rol y los sitios de ${email}`,
    title: (email: string) => `Rol y sitios de ${email}`,
    description: "La cuenta, sus llaves de acceso y sus sesiones se mantienen; el cambio vale desde su próximo clic.",
    selfDemotion: "Es tu propia cuenta: como propietario ya no gestionas cuentas ni ves todos los sitios.",
    sitesRequired: "Elige al menos un sitio para un propietario.",
    save: "Guardar cambios",
    saving: "Guardando…",
    cancel: "Cancelar",
    saved: (email: string) => `Rol y sitios de ${email} guardados.`,
    resend: "Reenviar invitación",
    resendLabel: (email: string) => `Reenviar la invitación a ${email}`,
    resending: "Enviando…",
    resent: (email: string) => `Se envió una nueva invitación a ${email}. El enlace anterior ya no funciona.`,
  },
  editor: {
    leaveTitle: "¿Salir sin guardar?",
    leaveBody: (sections: string[]) =>
      `Tus cambios en ${sections.length > 0 ? sections.join(", ") : "esta página"} no están guardados. Si sales ahora, se perderán.`,
    leaveConfirm: "Salir y perder los cambios",
    leaveCancel: "Quedarme y seguir editando",
    standInsTitle: (count: number) => `Hasta que añadas las tuyas, la página muestra estos ${count} ejemplos`,
    standInsEmpty:
      "Son dibujos, no tu trabajo. Tu primera foto los sustituye todos a la vez: desde entonces la página muestra solo tus fotos.",
    standInsAllHidden:
      "Todas tus fotos están ocultas, así que la página muestra estos ejemplos en su lugar. En cuanto muestres una de tus fotos, los sustituye todos.",
  },
  audit: {
    by: (account: string) => `por ${account}`,
    bySystem: "por la línea de comandos o el sistema",
    recorded: "Tal como se registró",
    list: (items: string[]) =>
      items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`,
    unknownSite: "un sitio",
    unknownForm: "un formulario",
    unknownMode: "un nuevo ajuste",
    unknownDelivery: "notificación",
    unknownAction: "Cambiadas",
    removedAccount: "una cuenta ya eliminada",
    signIn: (passkey: boolean) =>
      passkey ? "Inició sesión con una llave de acceso" : "Inició sesión con un enlace enviado por correo",
    signInFailed: (account: string, count: number) =>
      count === 1
        ? `1 intento fallido de iniciar sesión en la cuenta de ${account}`
        : `${count} intentos fallidos de iniciar sesión en la cuenta de ${account}`,
    signInLinkIssued: "Pidió un enlace de inicio de sesión por correo",
    userInvited: (account: string, operator: boolean, sites: string | null) =>
      operator
        ? `Invitó a ${account} como operador`
        : `Invitó a ${account} como propietario de ${sites ?? "ningún sitio"}`,
    userChanged: (account: string, operator: boolean, sites: string | null) =>
      operator ? `Hizo operador a ${account}` : `Hizo a ${account} propietario de ${sites ?? "ningún sitio"}`,
    userRemoved: (operator: boolean) =>
      operator ? "Eliminó la cuenta de un operador" : "Eliminó la cuenta de un propietario",
    inboxExport: (rows: number, format: string, sites: string) =>
      `Exportó ${rows === 1 ? "1 envío" : `${rows} envíos`} de ${sites} (${format})`,
    erasure: (count: number, sites: string) =>
      `Borró los datos de una persona de ${sites}: ${count === 1 ? "1 envío" : `${count} envíos`}`,
    accessExport: (count: number, sites: string) =>
      `Exportó los datos de una persona de ${sites}: ${count === 1 ? "1 envío" : `${count} envíos`}`,
    notificationSaved: (form: string, site: string, mode: string) =>
      `Configuró las notificaciones de ${form} en ${site} como «${mode}»`,
    modes: { instant: "cada envío", digest: "resumen diario", off: "desactivadas" },
    confirmationSaved: (form: string, site: string, enabled: boolean) =>
      `${enabled ? "Activó" : "Desactivó"} el correo de confirmación de ${form} en ${site}`,
    webhookAdded: (host: string, site: string) => `Añadió un webhook a ${host} para ${site}`,
    webhookRemoved: (host: string, site: string) => `Eliminó el webhook a ${host} de ${site}`,
    deliveryRetried: (kind: string, site: string) => `Reintentó una ${kind} fallida de ${site}`,
    deliveryKinds: {
      "owner-email": "notificación por correo",
      "digest-email": "entrega del resumen diario",
      "confirmation-email": "confirmación a un visitante",
      webhook: "entrega de webhook",
      "operator-alert": "alerta a un operador",
    },
    contentSaved: (site: string, version: number, summary: string | null) =>
      `Guardó la versión ${version} del contenido de ${site}${summary ? `: ${summary}` : ""}`,
    contentRestored: (site: string, from: number, version: number) =>
      `Restauró la versión ${from} del contenido de ${site} (ahora versión ${version})`,
    imageUploaded: (site: string) => `Subió una foto para ${site}`,
    domainsSaved: (site: string, hosts: string | null) =>
      hosts ? `Configuró los dominios de ${site}: ${hosts}` : `Eliminó todos los dominios de ${site}`,
    noteTakedown: (slug: string) => `Retiró la nota «${slug}»`,
    bulk: (action: string, changed: number, matched: number) =>
      `${action}: ${changed} de ${matched === 1 ? "1 envío seleccionado" : `${matched} envíos seleccionados`}`,
    bulkUndone: (action: string, restored: number) =>
      `Deshizo «${action}»: ${restored === 1 ? "1 envío restaurado" : `${restored} envíos restaurados`}`,
    bulkActions: {
      read: "Marcados como leídos",
      answered: "Marcados como respondidos",
      archived: "Archivados",
      spam: "Movidos a spam",
      "not-spam": "Sacados de spam",
    },
    other: "Otra acción",
    kinds: {
      sign_in: "Inicio de sesión",
      sign_in_failed: "Inicio de sesión fallido",
      sign_in_link_issued: "Enlace de inicio de sesión pedido",
      user_invited: "Cuenta invitada",
      user_removed: "Cuenta eliminada",
      user_changed: "Cuenta modificada",
      inbox_export: "Bandeja exportada",
      erasure: "Datos de una persona borrados",
      access_export: "Datos de una persona exportados",
      notification_preference_saved: "Notificaciones configuradas",
      confirmation_saved: "Correo de confirmación configurado",
      webhook_added: "Webhook añadido",
      webhook_removed: "Webhook eliminado",
      delivery_retried: "Entrega reintentada",
      "content.saved": "Contenido guardado",
      "content.restored": "Contenido restaurado",
      "image.uploaded": "Foto subida",
      site_domains_saved: "Dominios configurados",
      note_takedown: "Nota retirada",
      inbox_bulk: "Muchos envíos cambiados",
      inbox_bulk_undone: "Cambio de muchos envíos deshecho",
      account_preferences_saved: "Idioma o zona horaria elegidos",
    },
    preferencesSaved: (language: string | null, ownTimeZone: boolean) =>
      `Eligió ${language ?? "el idioma de su sitio"} y ${ownTimeZone ? "una zona horaria propia" : "la zona horaria de cada sitio"}`,
  },
  shell: {
    productName: "Back office",
    loading: "Cargando…",
    pages: {
      inbox: "Bandeja de entrada",
      spam: "Spam",
      submission: "Envío",
      privacy: "Privacidad",
      account: "Cuenta",
      users: "Usuarios",
      notes: "Notas",
      audit: "Registro de auditoría",
      notifications: "Notificaciones",
      deliveries: "Entregas fallidas",
      content: "Contenido",
      domains: "Dominios",
    },
    intro: {
      inbox:
        "Todo lo que te enviaron tus visitantes, lo más reciente primero. Al abrir uno nuevo, se marca como leído.",
      spam: "Atrapado por el filtro de spam. Abre uno y elige “No es spam” para moverlo a la bandeja de entrada.",
    },
    notFound: {
      title: "Página no encontrada",
      body: "No hay ninguna página del back office en esta dirección. Puede que el enlace sea antiguo o esté mal escrito.",
      backToInbox: "Volver a la bandeja de entrada",
    },
    setupLink: {
      checking: "Comprobando tu enlace de configuración…",
      usedTitle: "Este enlace de configuración ya se ha usado",
      usedBody: "El back office ya está configurado. Inicia sesión con tu llave de acceso o con un enlace por correo.",
      expiredTitle: "Este enlace de configuración ha caducado",
      expiredBody:
        "Un enlace de configuración sirve durante 24 horas. Reinicia el servidor para que muestre uno nuevo mientras no haya ningún operador.",
      invalidTitle: "Este enlace de configuración no es válido",
      invalidBody: "Copia el enlace completo que mostró el servidor al arrancar y vuelve a abrirlo.",
      signIn: "Ir a iniciar sesión",
    },
  },
  bulk: {
    selectRow: (sender: string) => `Seleccionar ${sender}`,
    selectPage: "Seleccionar todo en esta página",
    selected: (count: number) => (count === 1 ? "1 seleccionado" : `${count.toLocaleString("es")} seleccionados`),
    selectAllMatching: (count: number) => `Seleccionar los ${count.toLocaleString("es")} que cumplen este filtro`,
    allMatchingSelected: (count: number) =>
      `Están seleccionados los ${count.toLocaleString("es")} envíos que cumplen este filtro.`,
    tooManyMatching: (count: number, max: number) =>
      `${count.toLocaleString("es")} cumplen este filtro: acótalo a ${max.toLocaleString("es")} o menos para tratarlos todos a la vez.`,
    clear: "Quitar la selección",
    toolbar: "Acciones sobre los envíos seleccionados",
    actions: {
      read: "Marcar como leído",
      answered: "Marcar como respondido",
      archived: "Archivar",
      spam: "Marcar como spam",
      "not-spam": "No es spam",
    },
    done: {
      read: (count: number) => (count === 1 ? "1 envío marcado como leído." : `${count} envíos marcados como leídos.`),
      answered: (count: number) =>
        count === 1 ? "1 envío marcado como respondido." : `${count} envíos marcados como respondidos.`,
      archived: (count: number) => (count === 1 ? "1 envío archivado." : `${count} envíos archivados.`),
      spam: (count: number) => (count === 1 ? "1 envío movido a spam." : `${count} envíos movidos a spam.`),
      "not-spam": (count: number) =>
        count === 1 ? "1 envío movido a la bandeja de entrada." : `${count} envíos movidos a la bandeja de entrada.`,
    },
    unchanged: "No ha cambiado nada: ya estaban todos así.",
    undo: "Deshacer",
    undoing: "Deshaciendo…",
    undone: (count: number) =>
      count === 1 ? "Deshecho: 1 envío restaurado." : `Deshecho: ${count} envíos restaurados.`,
    keys: {
      open: "Atajos de teclado",
      title: "Atajos de teclado",
      description: "En la bandeja de entrada y en un envío. No hacen nada mientras escribes en un campo.",
      next: "Envío siguiente",
      previous: "Envío anterior",
      openRow: "Abrir el envío",
      select: "Seleccionar el envío o quitarlo de la selección",
      back: "Volver a la lista, al envío del que vienes",
      help: "Mostrar estos atajos",
      close: "Cerrar",
      enterKey: "Intro",
      escapeKey: "Esc",
    },
    privacy: {
      search: "Buscar",
      found: (count: number) => (count === 1 ? "1 envío en tus sitios" : `${count} envíos en tus sitios`),
    },
    errors: {
      tooMany: (max: number) =>
        `Más de ${max.toLocaleString("es")} envíos cumplen el filtro: acótalo (por fecha, por ejemplo) y vuelve a intentarlo.`,
      undoNotFound: "Aquí no hay nada tuyo que deshacer.",
      undoExpired: "Demasiado tarde para deshacer: los 10 segundos han pasado. Cambia los envíos a mano.",
    },
  },
  webhookTest: {
    button: "Enviar prueba",
    sending: "Enviando…",
    label: (url: string) => `Enviar prueba a ${url}`,
    delivered: (status: number) => `Entregado: el receptor respondió ${status}.`,
    refused: (status: number) =>
      `No entregado: el receptor respondió ${status}. Debe responder con un 2xx en menos de 10 segundos.`,
    unreachable: (error: string) => `No entregado: ${error}.`,
  },
  banner: {
    title: "Las notificaciones no llegan",
    webhookFailing: (site: string, url: string, failures: number, error: string) =>
      `El webhook ${url} de ${site} ha fallado ${failures} veces seguidas (${error}). Seguimos reintentándolo; arregla el receptor y luego usa «Enviar prueba» en la página Notificaciones.`,
    emailFailing: (site: string, address: string, failures: number, error: string) =>
      `Los correos a ${address} sobre ${site} han fallado ${failures} veces seguidas (${error}). Comprueba que el buzón existe y acepta correo.`,
    mailServerFailing: (failures: number, error: string) =>
      `El servidor de correo está fallando: los correos no se enviaron en ${failures} intentos seguidos (${error}). Esperan en la cola de salida; revisa SMTP_URL y el servidor de correo.`,
    notificationsLink: "Ajustes de notificaciones",
    deliveriesLink: "Entregas fallidas",
  },
  ownerless: {
    warning: (sites: string, count: number) =>
      count === 1
        ? `${sites} no tiene ningún propietario que haya aceptado una invitación: sus notificaciones van a los operadores hasta que lo haya.`
        : `${sites} no tienen ningún propietario que haya aceptado una invitación: sus notificaciones van a los operadores hasta que cada uno tenga uno.`,
    operatorNote:
      "Los sitios sin propietario son la excepción: recibes sus notificaciones como las recibiría un propietario, hasta que elijas.",
    invite: "Invita a un propietario en la página Usuarios.",
  },
  deliveries: {
    summary: (failed: number, retrying: number) => `${failed} fallidas, ${retrying} todavía en reintento.`,
    technicalDetail: "Detalle técnico",
    errors: {
      connectionRefused: {
        summary: "el receptor rechazó la conexión",
        advice:
          "Nada respondió en esa dirección y puerto: comprueba que el servicio receptor está en marcha y que la URL es correcta.",
      },
      timedOut: {
        summary: "el receptor no respondió a tiempo",
        advice:
          "Tardó más de 10 segundos o no respondió: comprueba que está en línea y no sobrecargado, y que ningún cortafuegos bloquea las peticiones.",
      },
      connectionReset: {
        summary: "la conexión se cortó",
        advice:
          "El receptor cerró la conexión antes de responder: revisa sus registros, y cualquier proxy o cortafuegos delante de él.",
      },
      hostNotFound: {
        summary: "el dominio de la dirección no existe",
        advice:
          "No se encontró el nombre de dominio: revisa la URL o el dominio del correo por si hay erratas, y que el dominio no haya caducado.",
      },
      certificate: {
        summary: "el certificado de seguridad del receptor no es válido",
        advice:
          "Su certificado HTTPS ha caducado, está autofirmado o es para otro nombre: renueva o corrige el certificado en el servidor receptor.",
      },
      redirect: {
        summary: "el receptor respondió con una redirección",
        advice:
          "Las redirecciones no se siguen: pon como URL del webhook la dirección final, a la que lleva la redirección.",
      },
      gone: {
        summary: "el receptor pidió no recibir más entregas",
        advice:
          "Respondió 410 Gone: elimina el webhook, o pide a quien gestiona el receptor que vuelva a aceptar entregas.",
      },
      clientError: {
        summary: "el receptor rechazó la petición",
        advice:
          "Respondió con un estado 4xx: revisa la ruta de la URL y la clave o el token que necesite, y que acepte un POST con JSON.",
      },
      serverError: {
        summary: "el receptor tuvo un error propio",
        advice:
          "Respondió con un estado 5xx, un fallo en el servidor receptor: revisa sus registros. Mientras tanto se sigue reintentando.",
      },
      blockedAddress: {
        summary: "la dirección no está permitida",
        advice:
          "La URL lleva a una dirección de red privada o local, a la que los webhooks no pueden llegar: usa una dirección https pública.",
      },
      mailRejected: {
        summary: "el servidor de correo del destinatario rechazó el mensaje",
        advice:
          "Un rechazo definitivo: puede que el buzón no exista o que no acepte nuestro correo. Comprueba la dirección y vuelve a intentarlo.",
      },
      mailDeferred: {
        summary: "el servidor de correo pidió intentarlo más tarde",
        advice: "Un rechazo pasajero (un buzón lleno, un servidor ocupado): se reintenta solo.",
      },
      mailLogin: {
        summary: "el servidor de correo rechazó nuestro inicio de sesión",
        advice: "El usuario o la contraseña de SMTP_URL no son correctos: corrígelos y los correos pendientes saldrán.",
      },
      mailUnreachable: {
        summary: "no se pudo llegar al servidor de correo",
        advice:
          "Comprueba el host y el puerto de SMTP_URL, y que el servidor de correo está en marcha y accesible desde este servidor.",
      },
      badRecipient: {
        summary: "el destinatario no es una única dirección de correo válida",
        advice: "Comprueba la dirección de correo de la cuenta o del ajuste al que va este correo.",
      },
      expired: {
        summary: "no se entregó en 48 horas",
        advice: "Todos los intentos durante 48 horas fallaron: arregla la causa y vuelve a intentarlo aquí.",
      },
      noMailServer: {
        summary: "no hay ningún servidor de correo configurado",
        advice: "Configura SMTP_URL y reinicia el servidor: entonces saldrán los correos pendientes.",
      },
      unknown: {
        summary: "un error inesperado",
        advice:
          "El detalle técnico de abajo dice más: quien gestiona el receptor o el servidor de correo sabrá interpretarlo.",
      },
    },
  },
  auditFilter: {
    failedSignInFor: (account: string) => `inicios de sesión fallidos en la cuenta de ${account}`,
    label: "Filtrar el registro de auditoría",
    kind: "Tipo",
    everyKind: "Todos los tipos",
    person: "Persona (correo de la cuenta)",
    filter: "Filtrar",
    clear: "Borrar",
  },
  alertEmail: {
    webhookSubject: (site: string, host: string) => `${site}: el webhook a ${host} está fallando`,
    emailSubject: (site: string, address: string) => `${site}: los correos a ${address} no llegan`,
    greeting: "Hola:",
    webhookFails: (site: string, url: string, failures: number, error: string) =>
      `Los nuevos envíos de ${site} no se han podido entregar al webhook ${url}: han fallado ${failures} intentos seguidos. El último error: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `Las notificaciones sobre ${site} no se han podido entregar a ${address}: han fallado ${failures} intentos seguidos. El último error: ${error}.`,
    webhookFix:
      "Cómo arreglarlo: asegúrate de que el receptor está en línea, se puede alcanzar por https desde internet y responde con un estado 2xx en menos de 10 segundos. Después pulsa «Enviar prueba» junto al webhook en la página Notificaciones. Si ya no usas este webhook, elimínalo allí.",
    emailFix:
      "Cómo arreglarlo: comprueba que la dirección existe y que el buzón acepta correo (que no esté lleno ni bloquee al remitente). Si la dirección ha cambiado, pide a un operador que invite a la nueva, o elige «Desactivado» para estos correos en la página Notificaciones.",
    retries:
      "Mientras tanto no se pierde nada: cada envío está en la bandeja de entrada y cada entrega se reintenta durante 48 horas (después puedes reintentarla a mano en la página Entregas fallidas).",
    once: "Recibes este correo una sola vez. El back office muestra un aviso hasta que las entregas vuelvan a funcionar.",
    openSettings: "Ajustes de notificaciones:",
  },
  operatorAlert: {
    copySubject: "No se ha podido copiar fuera una copia de seguridad",
    copyFailed: (when: string, error: string) =>
      `No se ha podido copiar fuera la copia de seguridad hecha a las ${when}: ${error}.`,
    copyFix:
      "La copia solo está en esta máquina y se perdería con ella. Revisa BACKUP_COMMAND y el espacio y los permisos del destino, y luego copia el archivo a mano.",
    backupSubject: "Una copia de seguridad ha fallado",
    restoreDrillSubject: "Una prueba de restauración ha fallado",
    backupFailed: (when: string, error: string) => `La copia de seguridad iniciada a las ${when} ha fallado: ${error}.`,
    restoreDrillFailed: (when: string, error: string) =>
      `La prueba de restauración iniciada a las ${when} ha fallado: ${error}.`,
    backupFix:
      "Hasta que una copia salga bien, los datos desde la última copia buena están en riesgo. Revisa el registro de la copia y el espacio y los permisos de su almacenamiento, y vuelve a lanzarla.",
    restoreDrillFix:
      "Una copia que no se puede restaurar no es una copia. Revisa el registro de la prueba de restauración y repítela cuando hayas corregido la causa.",
  },
  export: {
    xlsx: "Exportar para Excel (.xlsx)",
    csv: "Exportar como texto plano (.csv)",
    json: "Exportar como JSON (.json)",
    preparing: "Preparando el archivo…",
    tooMany: (max: string) =>
      `Más de ${max} envíos coinciden con este filtro. Acótalo, por ejemplo por fecha, o exporta como texto plano (.csv).`,
    sheets: {
      "felimar-quote": "Presupuestos",
      "felimar-contact": "Contacto",
      "neron-contact": "Contacto",
      "housing-contact": "Contacto",
      newsletter: "Boletín",
    },
    received: "Recibido",
    status: "Estado",
  },
  typing: {
    typed: "Escrito con teclado",
    pasted: "Pegado o automatizado",
    keys: (count: number) => (count === 1 ? "1 tecla" : `${count.toLocaleString("es-ES")} teclas`),
    pastedShare: (percent: number) => `${percent} % pegado`,
    median: (ms: number) => `mediana de ${ms} ms entre teclas`,
    about:
      "Cómo llegó el texto del mensaje, según el ritmo de las teclas (nunca las teclas en sí). Es una etiqueta, no un veredicto de spam: pegar una dirección o un teléfono, el autocompletado y los teclados del móvil son normales.",
  },
  spamWeek: {
    line: (count: number) =>
      count === 1 ? "1 envío ha ido a spam esta semana." : `${count} envíos han ido a spam esta semana.`,
    check: "Comprueba que no haya ningún visitante real entre ellos",
    reasons: {
      honeypot: "Rellenó la trampa antispam oculta",
      "no-proof-of-work": "El navegador no completó la comprobación automática",
      "replayed-proof": "Envió una comprobación automática ya usada",
      links: "Enlaces en el nombre, o muchos enlaces en un mismo campo",
    },
  },
  inbox,
  account,
  content,
  operations,
  mail,
  serverErrors,
} satisfies AdminMessages;
