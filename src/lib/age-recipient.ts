// BACKUP_AGE_RECIPIENT's check at start-up: an age public key, as `age-keygen` prints it
// (`age1…`, X25519) or `age-keygen -pq` (`age1pq1…`, post-quantum hybrid). Both are Bech32
// strings whose checksum is verified here, so a mistyped key stops start-up instead of failing
// the first backup; without the age library (src/lib/db/backup-encryption.ts), which the pages
// that read the settings need not load.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** An X25519 key is 32 bytes: 52 five-bit groups, and 6 of checksum. */
const X25519_LENGTH = 58;

/** Bech32's checksum over the human-readable part and the data (BIP-173). */
function checksumHolds(hrp: string, data: number[]): boolean {
  const values = [
    ...[...hrp].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((char) => char.charCodeAt(0) & 31),
    ...data,
  ];
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= GENERATOR[i]!;
  }
  return check === 1;
}

/** True for an age recipient (public key) this site can encrypt backups to. */
export function isAgeRecipient(value: string): boolean {
  const match = /^(age|age1pq)1([qpzry9x8gf2tvdw0s3jn54khce6mua7l]+)$/.exec(value);
  if (!match) return false;
  const [, hrp, data] = match as unknown as [string, string, string];
  if (hrp === 'age' && data.length !== X25519_LENGTH) return false;
  return checksumHolds(
    hrp,
    [...data].map((char) => CHARSET.indexOf(char)),
  );
}
