/**
 * Which white-label switches change what a player gets, besides those tenant rules read: the
 * runtime's own code reads these directly (registration, A1). `tenant matrix` adds them to the
 * switches it finds in a tenant's rules; a test keeps this list equal to what src/ really reads.
 */
import type { WhiteLabelSwitch } from './spec-constants.ts';

export const SWITCHES_READ_BY_CODE: readonly WhiteLabelSwitch[] = [
  'FIREBASECREATEACC3',
  'SSOMANUALREG3',
  'TELEGRAMLOGIN3',
  'LINELOGIN3',
  'MOBILENUMPASSREG3',
  'MOBILEAUTOLOGIN3',
  'REGMOBVERF3',
  'GEETEST3',
  'GEETESTVCODE3',
  'GEETESTTEST3',
  'INBOX3',
  'UPDATEMOBILEICC3',
  'MANDATORYAPPUPDATES3', // src/app/upgrade.tsx: the upgrade modal cannot be closed
];
