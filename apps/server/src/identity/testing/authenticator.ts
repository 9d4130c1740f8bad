import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A software WebAuthn authenticator for tests: ES256 keys from node:crypto, 'none' attestation,
 * discoverable credentials with user verification. It answers the JSON options of
 * @simplewebauthn/server as @simplewebauthn/browser would, and lets tests lie about the origin,
 * the rpID or the counter.
 */
export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** The counter to report (an assertion normally reports the stored one plus one). */
  counter?: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /**
   * @param origin the page's origin the "browser" reports
   * @param options.synced a backed-up, multi-device credential (BE and BS flags), as a synced passkey
   */
  constructor(
    private readonly origin: string,
    private readonly options: { synced?: boolean } = {},
  ) {}

  private flags(extra = 0): number {
    const synced = this.options.synced ? FLAG_BE | FLAG_BS : 0;
    return FLAG_UP | FLAG_UV | synced | extra;
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create for PublicKeyCredentialCreationOptionsJSON. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    o: CeremonyOverrides = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential: SoftCredential = { id, privateKey, publicKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, Buffer.from(cose)]);
    const authData = this.authData(o.rpId ?? options.rp.id ?? '', this.flags(FLAG_AT), 0, attested);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, o.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get for PublicKeyCredentialRequestOptionsJSON (the first credential by default). */
  get(
    options: { challenge: string; rpId?: string },
    o: CeremonyOverrides & { credential?: SoftCredential } = {},
  ) {
    const credential = o.credential ?? this.credentials[0];
    if (!credential) throw new Error('the authenticator holds no credential');
    credential.counter = o.counter ?? credential.counter + 1;
    const authData = this.authData(o.rpId ?? options.rpId ?? '', this.flags(), credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, o.origin ?? this.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
