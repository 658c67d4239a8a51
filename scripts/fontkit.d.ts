// fontkit 2.0.4 ships no types; scripts/share-font.ts describes the parts it uses.
declare module "fontkit" {
  export function create(buffer: Buffer): unknown;
}
