import { randomInt } from 'node:crypto';
import { UsageError, type Command } from '../lib/command.ts';
import { encodeCsPath, decodeCsPath } from '../../src/core/cs-path.ts';
import { CS_PATH_KEY_LENGTH } from '../../src/core/spec-constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomKey = () => Array.from({ length: CS_PATH_KEY_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const csPath: Command = {
  summary: 'obfuscate or read a customer-service path (merchant config customerService[].path)',
  positionals: 'encode <address> | decode <path>',
  usage: 'tenant cs-path encode <address> [--key KEY8] | tenant cs-path decode <path>',
  help: `A customer-service entry's path is obfuscated (S3) as the real back end does it: base64 of
DES-ECB/PKCS7 of the address under an 8-character key, followed by the key (docs/decisions.md
"Customer-service paths"). A path that is an address already (https://, /) is read as it is.
  encode  prints the path for an address (https:// or /...); a random key unless --key is given.
  decode  prints the address a path stands for; exit 1 if it is not a valid path.`,
  options: { key: { type: 'string' } },
  run({ positionals, values }, io) {
    const [mode, value] = positionals;
    if (!value || positionals.length !== 2) throw new UsageError('give "encode <address>" or "decode <path>"');
    if (mode === 'encode') {
      if (!/^(https:\/\/|\/)/.test(value)) throw new UsageError('the address must start with https:// or /');
      const key = typeof values.key === 'string' ? values.key : randomKey();
      try {
        io.out(encodeCsPath(value, key));
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      return 0;
    }
    if (mode === 'decode') {
      const address = decodeCsPath(value);
      if (address === null) {
        io.err(
          `not a customer-service path: "${value}" (base64 of the DES of the address, then an ${CS_PATH_KEY_LENGTH}-character key)`,
        );
        return 1;
      }
      io.out(address);
      return 0;
    }
    throw new UsageError(`unknown mode "${mode}" (encode or decode)`);
  },
};
