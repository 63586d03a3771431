/**
 * Encryption at rest of personal and health data (DESIGN §8 "Personal data"; docs/privacy.md
 * "Encryption at rest"): the cipher and key ring (./cipher.ts), the encrypted fields (./fields.ts), the
 * query-engine layer (./lifecycle.ts), the raw passes of the migration and the key rotation (./sweep.ts,
 * ./rotation.ts).
 */
export { decryptField, DecryptionError, encryptField, ENCRYPTED_PREFIX, isEncrypted, keyIdOf, keyRing, parseKeyRing, type DataKey, type KeyRing } from './cipher';
export { ENCRYPTED_MODELS, type EncryptedModel } from './fields';
export { subscribeEncryption } from './lifecycle';
export { sweepEncryptedValues, type SweepReport } from './sweep';
export { rotateDataKeys, type RotationOptions, type RotationReport } from './rotation';
