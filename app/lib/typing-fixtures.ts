/**
 * Test fixtures (never imported by the app): typing reports as the shared recorder
 * (./typing-recorder.ts) writes them for people and for scripts, each with the label it must
 * read (./typing-signal.ts). The unit tests score them; the forms' browser tests may replay
 * them or post them as a form's `typing` field. People's intervals come from a seeded
 * log-normal model of inter-key times (median ~170 ms, words ending in longer pauses), so
 * every run sees the same reports.
 */
import { seededRandom } from "#app/sites/notebook/typing-log.fixtures.ts";
import type { TypingEvent } from "./typing-report";

export interface TypingFixture {
  /** What the visitor (or the script) did. */
  about: string;
  report: TypingEvent[];
  /** Whether it must read "Typed at a keyboard" (else "Pasted or scripted"). */
  typed: boolean;
}

/** Builds a report at a person's pace: keys, typos put right, pastes and IME steps. */
class Person {
  readonly report: TypingEvent[] = [];
  private t = 0;
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** The next inter-key wait: log-normal around 170 ms (σ 0.45 of its log), longer after a word. */
  private wait(afterWord: boolean) {
    const u = Math.max(this.random(), 1e-9);
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.random());
    this.t += Math.round(170 * Math.exp(0.45 * normal) + (afterWord ? 150 + 400 * this.random() : 0));
  }

  private push(kind: TypingEvent[1], units: number, after = 0) {
    this.t += after;
    this.report.push([this.t, kind, units]);
  }

  /** Types `text` a key per code point; `typos` lists indexes where a wrong key is put right first. */
  type(text: string, typos: number[] = []): this {
    let index = 0;
    let previous = "";
    for (const char of text) {
      if (typos.includes(index)) {
        this.wait(false);
        this.push("k", 1);
        this.wait(false);
        this.push("d", 0);
      }
      this.wait(previous === " ");
      this.push("k", char.length);
      previous = char;
      index += 1;
    }
    return this;
  }

  /** A paste of `units`, after reaching for it (two to four seconds). */
  paste(units: number): this {
    this.push("p", units, 2_000 + Math.round(2_000 * this.random()));
    return this;
  }

  /** A pause to think, in ms. */
  pause(ms: number): this {
    this.t += ms;
    return this;
  }

  /** Autocorrect replacing the word just ended, a few ms after its space key. */
  autocorrect(units: number): this {
    this.push("r", units, 2 + Math.round(6 * this.random()));
    return this;
  }

  /**
   * A Japanese IME: each romaji key updates the composition (a "c" of its length so far),
   * the space key converts it (a "c" of the kanji) and Enter commits it (a "c" again).
   */
  compose(lengthsSoFar: number[], converted: number): this {
    for (const units of lengthsSoFar) {
      this.wait(false);
      this.push("c", units);
    }
    this.wait(true);
    this.push("c", converted);
    this.wait(false);
    this.push("c", converted);
    return this;
  }
}

/** Keys `count` times exactly `everyMs` apart, as a script's typing delay makes them. */
function metronome(count: number, everyMs: number, start = 0): TypingEvent[] {
  return Array.from({ length: count }, (_, i): TypingEvent => [start + i * everyMs, "k", 1]);
}

const MESSAGE = "Hola, ¿tenéis mesa para cuatro el sábado a las nueve? Somos dos adultos y dos niños.";

export const typingFixtures = {
  typedWithCorrections: {
    about: "A person types an 84-character message at their pace and puts three typos right.",
    report: new Person(1).type(MESSAGE, [9, 31, 60]).report,
    typed: true,
  },
  typedShort: {
    about: "A person types a short message, “Hola, ¿tenéis mesas?”: 20 keys, no correction.",
    report: new Person(2).type("Hola, ¿tenéis mesas?").report,
    typed: true,
  },
  typedWithPastedPhone: {
    about: "A person types a message and pastes a phone number into it (15 units).",
    report: new Person(3)
      .type("Buenas tardes, me gustaría reservar para el viernes. Mi número es ", [20])
      .paste(15)
      .type(", llamadme cuando podáis.").report,
    typed: true,
  },
  halfPasted: {
    about: "A person types a sentence and pastes another of the same length from their notes.",
    report: new Person(4).type("Queremos cambiar las ventanas del salón.").paste(40).type(" Gracias.").report,
    typed: true,
  },
  typedWithAutocorrect: {
    about: "A person types on a phone whose keyboard corrects three words right after their space key.",
    report: new Person(5)
      .type("Hi, could you send me a quote for paintng ")
      .autocorrect(8)
      .type("the livng ")
      .autocorrect(6)
      .type("room and halway ")
      .autocorrect(7)
      .type("please?", [4]).report,
    typed: true,
  },
  typedWithIme: {
    about: "A person writes Japanese through an IME: composition steps, conversions and commits, and two Latin words.",
    report: new Person(6)
      .compose([1, 1, 2, 2, 3, 3, 4, 4, 5], 3)
      .pause(800)
      .compose([1, 1, 2, 2, 3, 3], 2)
      .type(" Felimar ")
      .compose([1, 1, 2, 2, 3, 3, 4], 4).report,
    typed: true,
  },
  filled: {
    about: "A script's fill(): the name and the message each arrive in one insertion, no key.",
    report: [
      [0, "p", 12],
      [35, "p", MESSAGE.length],
    ],
    typed: false,
  },
  pastedMessage: {
    about: "A person pastes a long message written elsewhere and types a greeting before it.",
    report: new Person(7).type("Hola. ").paste(420).report,
    typed: false,
  },
  metronomeWithOutlier: {
    about: "A script types 60 keys exactly 110 ms apart, with one 1.9-second pause in the middle.",
    report: [...metronome(30, 110), ...metronome(30, 110, 29 * 110 + 1_900)],
    typed: false,
  },
  machineSpeed: {
    about: "A script types 80 keys 5 ms apart.",
    report: metronome(80, 5),
    typed: false,
  },
  empty: {
    about: "An empty report: nothing was typed or pasted in a free-text field.",
    report: [],
    typed: false,
  },
} satisfies Record<string, TypingFixture>;
