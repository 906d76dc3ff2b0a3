// The TLS endpoint's certificate: self-signed, made at start (architecture.md, URL layout), for
// 127.0.0.1 and localhost. Clients trust it by its PEM, which the server exposes.
import { generate } from 'selfsigned';

export interface TlsCredentials {
  readonly cert: string;
  readonly key: string;
}

export async function selfSignedCertificate(): Promise<TlsCredentials> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
