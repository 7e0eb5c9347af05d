// What a backup or a restore refuses or fails with: a message for the operator, no personal data.
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
