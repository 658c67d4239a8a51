/**
 * The texts of /neronantiguedades that are lists: collections, featured pieces and
 * services (4 collections, 6 gallery items, 3 services; the browser test counts them). The
 * shop's contact details are the owner's, edited in the back office (./site-content.ts).
 */
import antiguedadesIcon from "./art/col-antiguedades.svg";
import arteIcon from "./art/col-arte.svg";
import numismaticaIcon from "./art/col-numismatica.svg";
import objetosIcon from "./art/col-objetos.svg";
import candelabro from "./art/candelabro.svg";
import gramofono from "./art/gramofono.svg";
import jarron from "./art/jarron.svg";
import moneda from "./art/moneda.svg";
import pintura from "./art/pintura.svg";
import reloj from "./art/reloj.svg";

export const collections = [
  {
    title: "Numismática",
    icon: numismaticaIcon,
    text: "Monedas y billetes desde la Antigüedad hasta la peseta: denarios romanos, reales de a ocho, onzas de oro y series completas para el coleccionista.",
  },
  {
    title: "Antigüedades",
    icon: antiguedadesIcon,
    text: "Mobiliario, relojes, porcelana, plata y bronces de los siglos XVIII al XX, conservados y restaurados con respeto a su origen.",
  },
  {
    title: "Arte",
    icon: arteIcon,
    text: "Pintura, grabado y escultura, con más de 4.000 obras del siglo XX de autores españoles y europeos.",
  },
  {
    title: "Objetos únicos",
    icon: objetosIcon,
    text: "Curiosidades, instrumentos científicos, juguetes antiguos y piezas singulares que difícilmente encontrarás en otro lugar.",
  },
] as const;

export const featuredPieces = [
  {
    id: "reloj",
    collection: "Antigüedades",
    title: "Reloj de sobremesa Imperio",
    text: "Bronce dorado al mercurio y esfera esmaltada, con péndulo original. Francia, hacia 1810.",
    image: reloj,
  },
  {
    id: "ocho-reales",
    collection: "Numismática",
    title: "Ocho reales de Carlos III",
    text: "Plata, ceca de México, 1778. Un columnario en excelente estado de conservación.",
    image: moneda,
  },
  {
    id: "jarron",
    collection: "Antigüedades",
    title: "Jarrón de reflejo metálico",
    text: "Cerámica de Manises con decoración vegetal dorada y filetes en azul cobalto. Siglo XIX.",
    image: jarron,
  },
  {
    id: "paisaje",
    collection: "Arte",
    title: "Paisaje andaluz al óleo",
    text: "Óleo sobre lienzo con pueblo blanco y olivar, en marco tallado y dorado. Escuela sevillana, hacia 1890.",
    image: pintura,
  },
  {
    id: "gramofono",
    collection: "Objetos únicos",
    title: "Gramófono de bocina",
    text: "Caja de roble y bocina de latón, en perfecto funcionamiento. Hacia 1910.",
    image: gramofono,
  },
  {
    id: "candelabro",
    collection: "Antigüedades",
    title: "Candelabro de cinco luces",
    text: "Plata de ley punzonada, de brazos curvos sobre pie torneado. Córdoba, siglo XIX.",
    image: candelabro,
  },
] as const;

export const services = [
  {
    id: "tasacion",
    title: "Tasación profesional",
    text: "Valoramos joyas, relojes y antigüedades con el criterio de más de veinte años en el oficio.",
    points: ["Para venta, seguro o herencia", "Informe por escrito si lo necesitas", "Con total discreción"],
  },
  {
    id: "compraventa",
    title: "Compra y venta",
    text: "Compramos piezas sueltas y colecciones completas, y ponemos a tu alcance un fondo en constante renovación.",
    points: [
      "Valoración justa y trato directo",
      "Piezas revisadas y documentadas",
      "Exposición abierta de lunes a viernes",
    ],
  },
  {
    id: "asesoramiento",
    title: "Asesoramiento para coleccionistas",
    text: "Te acompañamos para empezar, completar o dar salida a tu colección.",
    points: ["Autenticación y estado de conservación", "Búsqueda de piezas concretas", "Conservación y catalogación"],
  },
] as const;
