import type { AdminMessages } from "./en";

/** Spanish (Neron's owners): "tú", as in any current software. */
export const es = {
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
      `Los nuevos mensajes de ${site} no se han podido entregar al webhook ${url}: han fallado ${failures} intentos seguidos. El último error: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `Las notificaciones sobre ${site} no se han podido entregar a ${address}: han fallado ${failures} intentos seguidos. El último error: ${error}.`,
    webhookFix:
      "Cómo arreglarlo: asegúrate de que el receptor está en línea, se puede alcanzar por https desde internet y responde con un estado 2xx en menos de 10 segundos. Después pulsa «Enviar prueba» junto al webhook en la página Notificaciones. Si ya no usas este webhook, elimínalo allí.",
    emailFix:
      "Cómo arreglarlo: comprueba que la dirección existe y que el buzón acepta correo (que no esté lleno ni bloquee al remitente). Si la dirección ha cambiado, pide a un operador que invite a la nueva, o elige «Desactivado» para estos correos en la página Notificaciones.",
    retries:
      "Mientras tanto no se pierde nada: cada mensaje está en la bandeja de entrada y cada entrega se reintenta durante 48 horas (después puedes reintentarla a mano en la página Entregas fallidas).",
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
    statuses: { new: "Nuevo", read: "Leído", answered: "Respondido", archived: "Archivado" },
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
} satisfies AdminMessages;
