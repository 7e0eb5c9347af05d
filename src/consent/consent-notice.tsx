import { CookieSettingsButton } from './cookie-settings-button.client';

/**
 * In place of an embed that needs functional cookies: what is missing, and the button that
 * opens the cookie settings. Server-rendered text, so it reads the same before scripts run.
 */
export function ConsentNotice({
  text,
  button,
  className = '',
}: {
  text: string;
  button: string;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center gap-3 text-center ${className}`}
      data-consent-notice=""
    >
      <p className="max-w-md font-bold">{text}</p>
      <CookieSettingsButton className="btn btn-primary">{button}</CookieSettingsButton>
    </div>
  );
}
