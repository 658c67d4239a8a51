/**
 * RFC 3161 timestamps of the transparency log's checkpoints: what a
 * Time-Stamping Authority's reply (TimeStampResp, DER) must hold for us to say
 * "this checkpoint existed at genTime". The server checks a reply before storing it
 * (server/public-log/timestamp.ts) and `npm run verify-note` checks it offline, both here,
 * so a stored token is one the offline check accepts.
 *
 * Pure (WebCrypto through pkijs, no node:*): runs in Node 20 and in the browser. The
 * same checks `openssl ts -verify -data … -in … -CAfile …` makes: status granted,
 * messageImprint = SHA-256(data), the CMS signature by the certificate embedded in
 * the token, that certificate bound by the signed ESS signing-certificate attribute
 * and limited to time-stamping (critical EKU), and, given trusted certificates, its
 * chain to one of them as of genTime (so a token still checks after the TSA's
 * certificate expired).
 */
import * as asn1js from "asn1js";
import {
  Certificate,
  type ContentInfo,
  CryptoEngine,
  ExtKeyUsage,
  SignedData,
  SignedDataVerifyError,
  TimeStampResp,
  TSTInfo,
  type Attribute,
  type ICryptoEngine,
  type PKIStatusInfo,
} from "pkijs";

export const OID_SHA256 = "2.16.840.1.101.3.4.2.1";
const OID_SIGNED_DATA = "1.2.840.113549.1.7.2";
const OID_TST_INFO = "1.2.840.113549.1.9.16.1.4";
const OID_CONTENT_TYPE_ATTR = "1.2.840.113549.1.9.3";
const OID_SIGNING_CERTIFICATE = "1.2.840.113549.1.9.16.2.12";
const OID_SIGNING_CERTIFICATE_V2 = "1.2.840.113549.1.9.16.2.47";
const OID_EXT_KEY_USAGE = "2.5.29.37";
const OID_KP_TIME_STAMPING = "1.3.6.1.5.5.7.3.8";

/** ESSCertID hash algorithms (RFC 2634: SHA-1; RFC 5816's v2: SHA-256 unless named). */
const DIGEST_BY_OID: Record<string, string> = {
  "1.3.14.3.2.26": "SHA-1",
  [OID_SHA256]: "SHA-256",
  "2.16.840.1.101.3.4.2.2": "SHA-384",
  "2.16.840.1.101.3.4.2.3": "SHA-512",
};

/** Short names of the subject attributes a TSA certificate usually carries. */
const NAME_BY_OID: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.5": "serialNumber",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
};

const PKI_STATUS_NAMES = [
  "granted",
  "grantedWithMods",
  "rejection",
  "waiting",
  "revocationWarning",
  "revocationNotification",
];

export type TimestampCheck =
  { ok: true; genTime: string; tsa: string; chainChecked: boolean } | { ok: false; reason: string };

/** What a reply says before its signature is looked at (the server's request checks it against what it sent). */
export type TimestampReply =
  | { granted: false; status: string }
  | { granted: true; status: string; token: ContentInfo; signedData: SignedData; tstInfo: TSTInfo };

class TokenError extends Error {}

/** A copy as a plain ArrayBuffer (WebCrypto and pkijs take nothing else). */
export function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", arrayBufferOf(bytes)));
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function cryptoEngine(): ICryptoEngine {
  return new CryptoEngine({ name: "webcrypto", crypto: globalThis.crypto });
}

/** The whole input must be one DER element: trailing bytes would be unsigned and unchecked. */
function parseWhole(der: Uint8Array, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(arrayBufferOf(der));
  if (parsed.offset === -1 || parsed.offset !== der.byteLength)
    throw new TokenError(`${what} is not a single DER element.`);
  return parsed.result;
}

function describeStatus(info: PKIStatusInfo): string {
  const name = PKI_STATUS_NAMES[info.status] ?? "unknown";
  const texts = (info.statusStrings ?? []).map((text) => text.valueBlock.value).filter(Boolean);
  return `${name} (${info.status})${texts.length > 0 ? `: ${texts.join("; ").slice(0, 200)}` : ""}`;
}

/** Parses a TimeStampResp down to its TSTInfo; throws TokenError on any malformed part. */
function parseReply(der: Uint8Array): TimestampReply {
  let response: TimeStampResp;
  try {
    response = new TimeStampResp({ schema: parseWhole(der, "The reply") });
  } catch {
    throw new TokenError("The reply is not an RFC 3161 TimeStampResp (one DER element).");
  }
  const status = describeStatus(response.status);
  // RFC 3161 §2.4.2: only granted (0) and grantedWithMods (1) carry a token.
  if (response.status.status !== 0 && response.status.status !== 1) return { granted: false, status };
  const token = response.timeStampToken;
  if (!token) throw new TokenError("The reply grants a timestamp but holds no token.");
  if (token.contentType !== OID_SIGNED_DATA) throw new TokenError("The token is not CMS SignedData.");
  let signedData: SignedData;
  let tstInfo: TSTInfo;
  try {
    signedData = new SignedData({ schema: token.content });
    const eContent = signedData.encapContentInfo.eContent;
    if (signedData.encapContentInfo.eContentType !== OID_TST_INFO || !eContent)
      throw new TokenError("The token does not sign a TSTInfo.");
    if (eContent.idBlock.isConstructed)
      throw new TokenError("The token's TSTInfo is not DER (a constructed OCTET STRING).");
    tstInfo = TSTInfo.fromBER(eContent.getValue());
  } catch (error) {
    if (error instanceof TokenError) throw error;
    throw new TokenError("The token's SignedData or TSTInfo is malformed.");
  }
  if (tstInfo.version !== 1) throw new TokenError("The TSTInfo is not version 1.");
  return { granted: true, status, token, signedData, tstInfo };
}

/** Reads a TimeStampResp's status and, when granted, its token; throws an Error saying what is malformed. */
export function readTimestampReply(der: Uint8Array): TimestampReply {
  try {
    return parseReply(der);
  } catch (error) {
    if (error instanceof TokenError) throw new Error(error.message);
    throw new Error("The reply is not an RFC 3161 TimeStampResp.");
  }
}

function certificatesFromPem(pems: readonly string[]): Certificate[] {
  const blocks = pems.flatMap((pem) => [
    ...pem.matchAll(/-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/g),
  ]);
  if (blocks.length === 0) throw new TokenError("No certificate was found in the trusted certificates given.");
  return blocks.map((block) => {
    const base64 = (block[1] ?? "").replace(/\s+/g, "");
    const der = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    try {
      return new Certificate({ schema: parseWhole(der, "A trusted certificate") });
    } catch {
      throw new TokenError("A trusted certificate could not be read.");
    }
  });
}

function subjectOf(certificate: Certificate): string {
  return certificate.subject.typesAndValues
    .map((part) => {
      const value: unknown = part.value.valueBlock.value;
      return `${NAME_BY_OID[part.type] ?? part.type}=${typeof value === "string" ? value : "?"}`;
    })
    .join(", ");
}

/** RFC 3161 §2.3: the TSA's certificate has one EKU extension, critical, with time-stamping only. */
function hasTimeStampingOnly(certificate: Certificate): boolean {
  const extensions = (certificate.extensions ?? []).filter((extension) => extension.extnID === OID_EXT_KEY_USAGE);
  const eku = extensions[0];
  if (extensions.length !== 1 || !eku?.critical || !(eku.parsedValue instanceof ExtKeyUsage)) return false;
  const purposes = eku.parsedValue.keyPurposes;
  return purposes.length === 1 && purposes[0] === OID_KP_TIME_STAMPING;
}

function signedAttribute(signedData: SignedData, type: string): Attribute | undefined {
  return signedData.signerInfos[0]?.signedAttrs?.attributes.find((attribute) => attribute.type === type);
}

/**
 * RFC 3161 §2.4.1 / RFC 5816: the signer's certificate is named, by its hash, in a
 * signed SigningCertificate(V2) attribute, so another certificate with the same key
 * or name cannot be swapped in. The first ESSCertID is the signer's.
 */
async function signingCertificateBound(signedData: SignedData, signer: Certificate): Promise<boolean> {
  const v2 = signedAttribute(signedData, OID_SIGNING_CERTIFICATE_V2);
  const attribute = v2 ?? signedAttribute(signedData, OID_SIGNING_CERTIFICATE);
  const signingCertificate: unknown = attribute?.values[0];
  if (!(signingCertificate instanceof asn1js.Sequence)) return false;
  const certIds = signingCertificate.valueBlock.value[0];
  const firstId = certIds instanceof asn1js.Sequence ? certIds.valueBlock.value[0] : undefined;
  if (!(firstId instanceof asn1js.Sequence)) return false;
  const [first, second] = firstId.valueBlock.value;
  let digest = v2 ? "SHA-256" : "SHA-1";
  let certHash = first;
  if (v2 && first instanceof asn1js.Sequence) {
    const algorithm = first.valueBlock.value[0];
    digest = (algorithm instanceof asn1js.ObjectIdentifier && DIGEST_BY_OID[algorithm.valueBlock.toString()]) || "";
    certHash = second;
  }
  if (!digest || !(certHash instanceof asn1js.OctetString)) return false;
  const der = signer.toSchema().toBER(false);
  const actual = new Uint8Array(await globalThis.crypto.subtle.digest(digest, der));
  return equalBytes(actual, certHash.valueBlock.valueHexView);
}

async function checkToken(
  responseDer: Uint8Array,
  data: Uint8Array,
  trustedCertsPem: readonly string[] | undefined,
): Promise<TimestampCheck> {
  const reply = parseReply(responseDer);
  if (!reply.granted) return { ok: false, reason: `The TSA did not grant the timestamp: ${reply.status}.` };
  const { signedData, tstInfo } = reply;
  const imprint = tstInfo.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== OID_SHA256)
    return { ok: false, reason: "The token's message imprint is not SHA-256." };
  if (!equalBytes(imprint.hashedMessage.valueBlock.valueHexView, await sha256(data))) {
    return {
      ok: false,
      reason: "The token is for other data: its message imprint is not the SHA-256 of this checkpoint.",
    };
  }
  // RFC 3161 §2.4.2: the TSA's signature is the token's only one.
  if (signedData.signerInfos.length !== 1)
    return { ok: false, reason: "The token does not hold exactly one signature." };
  const contentType: unknown = signedAttribute(signedData, OID_CONTENT_TYPE_ATTR)?.values[0];
  if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.valueBlock.toString() !== OID_TST_INFO) {
    return { ok: false, reason: "The token's signed content-type attribute is not TSTInfo." };
  }

  const trusted = trustedCertsPem && trustedCertsPem.length > 0 ? certificatesFromPem(trustedCertsPem) : null;
  let signer: Certificate | undefined;
  try {
    const result = await signedData.verify(
      {
        signer: 0,
        data: arrayBufferOf(data),
        extendedMode: true,
        checkChain: trusted !== null,
        trustedCerts: trusted ?? [],
      },
      cryptoEngine(),
    );
    if (!result.signatureVerified || !result.signerCertificate) {
      return { ok: false, reason: "The token's signature does not verify with the certificate it names." };
    }
    signer = result.signerCertificate;
  } catch (error) {
    if (!(error instanceof SignedDataVerifyError)) throw error;
    // pkijs' codes: 2/3 no signer certificate (certReq was not honoured), 5 the chain.
    if (error.code === 2 || error.code === 3)
      return { ok: false, reason: "The token does not include the TSA's signing certificate." };
    if (error.code === 5)
      return { ok: false, reason: "The TSA's certificate does not chain to a trusted certificate." };
    return { ok: false, reason: "The token's signature does not verify." };
  }
  if (!(await signingCertificateBound(signedData, signer))) {
    return {
      ok: false,
      reason: "The token's signed signing-certificate attribute does not name the certificate that signed it.",
    };
  }
  if (!hasTimeStampingOnly(signer)) {
    return {
      ok: false,
      reason: "The signing certificate is not limited to time-stamping (critical extended key usage timeStamping).",
    };
  }
  return { ok: true, genTime: tstInfo.genTime.toISOString(), tsa: subjectOf(signer), chainChecked: trusted !== null };
}

/**
 * Checks an RFC 3161 reply for `data` (the checkpoint's exact signed-note bytes).
 * Without `trustedCertsPem` the signature is checked with the certificate the token
 * carries but nothing says who that is: `chainChecked` is false.
 */
export async function checkTimestamp(
  responseDer: Uint8Array,
  data: Uint8Array,
  options: { trustedCertsPem?: string[] } = {},
): Promise<TimestampCheck> {
  try {
    return await checkToken(responseDer, data, options.trustedCertsPem);
  } catch (error) {
    if (error instanceof TokenError) return { ok: false, reason: error.message };
    return { ok: false, reason: "The timestamp token could not be checked: it is malformed." };
  }
}
