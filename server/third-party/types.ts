/** What the third-party sign-in checks give the routes: a checked identity, and the identity provider's token verifier. */

/** A proof, checked: who it is, and how to spend it once it signed someone in. */
export type IdentityCheck =
  { ok: true; subject: string; name: string; spend: () => void } | { ok: false; reason: string };

export interface VerifiedIdToken {
  uid: string;
  phone?: string;
  signInProvider: string;
}
export interface IdTokenVerifier {
  /** Where the site's SDK signs in when this is an emulator (the merchant config says it to the site). */
  emulatorUrl?: string;
  verify(idToken: string, projectId: string): Promise<VerifiedIdToken | { error: string }>;
}
