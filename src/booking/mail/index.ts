// The mail module: one layout for every mail (layout.ts), one set of booking rows (rows.ts), the
// request's mails (request.ts), the lifecycle's (lifecycle.ts), the staff sign-in mail
// (sign-in.ts), calendar files (calendar.ts), and how mails leave (sender.ts, files.ts).
export type { MailAction, RenderedMail } from './layout';
export {
  renderAcknowledgement,
  renderVenueRequestMail,
  type ReceivedExtras,
  type StoredBooking,
} from './request';
