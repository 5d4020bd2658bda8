import type { Language } from '@console/contract/constants';

export type MailPurpose = 'verify' | 'reset' | 'invite';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Template {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  /** The line that tells the account's user name (invitations: the invitee has never seen it). */
  account?: (name: string) => string;
  action: string;
  expiry: string;
  ignore: string;
}

const TEMPLATES: Record<Language, Record<MailPurpose, Template>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for registering. Please confirm your e-mail address to activate your account.',
      action: 'Activate my account',
      expiry: 'The link works once and expires in 24 hours.',
      ignore: 'If you did not register, you can ignore this mail.',
    },
    reset: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your account.',
      action: 'Choose a new password',
      expiry: 'The link works once and expires in 24 hours.',
      ignore:
        'If you did not ask for this, you can ignore this mail: your password stays unchanged.',
    },
    invite: {
      subject: 'You are invited to the console',
      greeting: (name) => `Hello ${name},`,
      body: 'An administrator created an account for you. Set your password to sign in.',
      account: (name) => `Your username: ${name}`,
      action: 'Set my password',
      expiry: 'The link works once and expires in 24 hours.',
      ignore: 'If you did not expect this invitation, you can ignore this mail.',
    },
  },
  vi: {
    verify: {
      subject: 'Xác minh địa chỉ e-mail của bạn',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Cảm ơn bạn đã đăng ký. Vui lòng xác minh địa chỉ e-mail để kích hoạt tài khoản.',
      action: 'Kích hoạt tài khoản',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
      ignore: 'Nếu bạn không đăng ký, hãy bỏ qua thư này.',
    },
    reset: {
      subject: 'Đặt lại mật khẩu',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
      action: 'Chọn mật khẩu mới',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
    },
    invite: {
      subject: 'Bạn được mời sử dụng trang quản trị',
      greeting: (name) => `Xin chào ${name},`,
      body: 'Quản trị viên đã tạo tài khoản cho bạn. Hãy đặt mật khẩu để đăng nhập.',
      account: (name) => `Tên đăng nhập của bạn: ${name}`,
      action: 'Đặt mật khẩu',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
      ignore: 'Nếu bạn không mong đợi lời mời này, hãy bỏ qua thư này.',
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Subject, text and HTML of a mail with a link, in the recipient's language. */
export function renderMail(
  purpose: MailPurpose,
  lang: Language,
  vars: { name: string; link: string },
): MailContent {
  const t = TEMPLATES[lang][purpose];
  const text = [
    t.greeting(vars.name),
    '',
    t.body,
    '',
    ...(t.account ? [t.account(vars.name), ''] : []),
    `${t.action}: ${vars.link}`,
    '',
    t.expiry,
    t.ignore,
    '',
  ].join('\n');
  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f1f1f;">
<p>${escapeHtml(t.greeting(vars.name))}</p>
<p>${escapeHtml(t.body)}</p>
${t.account ? `<p><strong>${escapeHtml(t.account(vars.name))}</strong></p>\n` : ''}<p><a href="${link}" style="display: inline-block; padding: 8px 16px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px;">${escapeHtml(t.action)}</a></p>
<p style="font-size: 12px; color: #595959;">${link}</p>
<p style="font-size: 12px; color: #595959;">${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p>
</body></html>
`;
  return { subject: t.subject, text, html };
}
