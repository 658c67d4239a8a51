/**
 * Timestamp replies OpenSSL's TSA refuses to make (it will not sign with a certificate
 * lacking the critical timeStamping EKU, and always names its signer in the ESS
 * attribute), signed here with pkijs so the tests can show checkTimestamp refusing them.
 * For tests only.
 */
import * as asn1js from "asn1js";
import {
  Attribute,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  MessageImprint,
  PKIStatusInfo,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
  TimeStampResp,
  TSTInfo,
} from "pkijs";

const OID_TST_INFO = "1.2.840.113549.1.9.16.1.4";

function pemBody(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
  return new Uint8Array(Buffer.from(base64, "base64")).buffer;
}

async function sha256(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", bytes);
}

/**
 * A granted TimeStampResp for `data`, signed (ECDSA P-256, SHA-256) with `keyPem`
 * (PKCS#8) and carrying `certPem`. Its SigningCertificateV2 attribute names
 * `essCertPem` (default: the signer's certificate); null leaves the attribute out.
 */
export async function signedTimestampReply(options: {
  data: Uint8Array;
  keyPem: string;
  certPem: string;
  essCertPem?: string | null;
}): Promise<Uint8Array> {
  const certificate = Certificate.fromBER(pemBody(options.certPem));
  const key = await crypto.subtle.importKey(
    "pkcs8",
    pemBody(options.keyPem),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  const tstInfo = new TSTInfo({
    version: 1,
    policy: "1.3.6.1.4.1.99999.2",
    messageImprint: await MessageImprint.create("SHA-256", new Uint8Array(options.data)),
    serialNumber: new asn1js.Integer({ value: 7 }),
    genTime: new Date(),
  });
  const eContent = tstInfo.toSchema().toBER();
  const attributes = [
    new Attribute({ type: "1.2.840.113549.1.9.3", values: [new asn1js.ObjectIdentifier({ value: OID_TST_INFO })] }),
    new Attribute({
      type: "1.2.840.113549.1.9.4",
      values: [new asn1js.OctetString({ valueHex: await sha256(eContent) })],
    }),
  ];
  const essCertPem = options.essCertPem === undefined ? options.certPem : options.essCertPem;
  if (essCertPem !== null) {
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash (SHA-256 by default) } }
    const certHash = new asn1js.OctetString({ valueHex: await sha256(pemBody(essCertPem)) });
    const value = new asn1js.Sequence({
      value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certHash] })] })],
    });
    attributes.push(new Attribute({ type: "1.2.840.113549.1.9.16.2.47", values: [value] }));
  }
  const encapContentInfo = new EncapsulatedContentInfo({ eContentType: OID_TST_INFO });
  // Set after construction: pkijs' constructor turns eContent into a constructed (BER) OCTET STRING; a TSA's is primitive DER.
  encapContentInfo.eContent = new asn1js.OctetString({ valueHex: eContent });
  const signedData = new SignedData({
    version: 3,
    encapContentInfo,
    signerInfos: [
      new SignerInfo({
        version: 1,
        sid: new IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(key, 0, "SHA-256");
  const response = new TimeStampResp({
    status: new PKIStatusInfo({ status: 0 }),
    timeStampToken: new ContentInfo({ contentType: ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }),
  });
  return new Uint8Array(response.toSchema().toBER());
}
