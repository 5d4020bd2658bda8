import type { ErrorKey } from './errors';
import type { Language } from './constants';

/**
 * Texts of server messages (error keys) and field validation keys, in both languages. The server
 * answers with a key and, as `detail`, the text in the caller's language; the web app loads these
 * into its translations under `errors` and `validation`, so one text serves both.
 */
type ValidationKey =
  | 'required'
  | 'invalid'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'not_integer'
  | 'invalid_option'
  | 'invalid_email'
  | 'username_required'
  | 'password_required'
  | 'browser_name_required'
  | 'file_name_required'
  | 'unknown_field'
  | 'username_rule'
  | 'password_policy'
  | 'email_required'
  | 'invalid_phone'
  | 'months_required'
  | 'months_min'
  | 'role_required'
  | 'bank_name_required'
  | 'bank_number_required'
  | 'bank_holder_required'
  | 'user_name_required'
  | 'bank_unknown'
  | 'bank_number'
  | 'code_required'
  | 'code_rule'
  | 'expire_required'
  | 'invalid_date'
  | 'money_invalid'
  | 'money_max'
  | 'money_step'
  | 'reward_required'
  | 'unit_mismatch';

interface MessageTable {
  errors: Record<ErrorKey, string>;
  validation: Record<ValidationKey, string>;
}

const en: MessageTable = {
  errors: {
    'common.invalid_input': 'Invalid input',
    'common.not_found': 'Not found',
    'common.route_not_found': 'There is no such call',
    'common.permission_denied': 'Permission denied',
    'common.too_many_requests': 'Too many requests, please try again later',
    'common.payload_too_large': 'The request is too large',
    'common.internal': 'Something went wrong, please try again later',
    'common.database': 'The database is unavailable, please try again later',
    'auth.unauthenticated': 'Please sign in',
    'auth.token_expired': 'Your session has expired',
    'auth.invalid_credentials': 'The account or password is incorrect',
    'auth.invalid_token': 'Token in valid',
    'auth.invalid_refresh_token': 'Your session has ended, please sign in again',
    'auth.invalid_sso_token': 'Single sign-on failed',
    'auth.account_disabled': 'This account is not active',
    'auth.too_many_attempts': 'Too many failed sign-ins, please try again later',
    'auth.invalid_password_encryption': 'The password could not be read, please reload the page',
    'auth.account_not_verified':
      'Please verify your e-mail address first: open the link in the mail we sent you',
    'user.exists': 'Account already exists',
    'accounts.email_exists': 'An account with this e-mail already exists',
    'accounts.token_invalid': 'This link is not valid or has already been used',
    'accounts.token_expired': 'This link has expired, please ask for a new one',
    'users.membership_already_on': 'The membership is already on',
    'users.already_free': 'This user is already on the free package',
    'staff.not_self': 'You cannot do this to your own account',
    'user.not_found': 'User not found',
    'browsers.not_found': 'Blocked browser not found',
    'browsers.duplicate_file_name': 'A blocked browser with this file name already exists',
    'browsers.nothing_to_apply': 'The rule set has not changed since it was last applied',
    'bank.not_found': 'Bank details not found',
    'promotion.not_found': 'Promotion code not found',
    'promotion.duplicate_code': 'A promotion with this code already exists',
    'promotion.code_stopped': 'This promotion code is not running',
    'promotion.code_expired': 'This promotion code has expired',
    'promotion.wrong_package': 'This promotion code is for another package',
    'promotion.wrong_unit': 'This promotion code is in another currency',
    'promotion.min_months': 'Buy more months to use this promotion code',
  },
  validation: {
    required: 'This field is required',
    invalid: 'This value is not valid',
    too_short: 'Must be at least {{min}} characters',
    too_long: 'Must be at most {{max}} characters',
    too_small: 'Must be at least {{min}}',
    too_big: 'Must be at most {{max}}',
    not_integer: 'Must be a whole number',
    invalid_option: 'Choose one of the offered values',
    invalid_email: 'Please enter a valid e-mail address',
    username_required: 'Please input username',
    password_required: 'Please input password',
    browser_name_required: 'Please input browser name',
    file_name_required: 'Please input file name',
    username_rule:
      'No spaces, at least 8 characters; letters, digits, hyphen and underscore are allowed',
    password_policy:
      'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and a special character (!@#~$%^&*()+|_)',
    email_required: 'Please input your e-mail',
    invalid_phone: 'Please enter a valid phone number',
    months_required: 'Please input the number of months',
    months_min: 'At least 1 month',
    role_required: 'Please select a role',
    bank_name_required: 'Please enter bank name!',
    bank_number_required: 'Please enter file bank number!',
    bank_holder_required: 'Please enter file bank holder!',
    user_name_required: 'Please enter user name!',
    bank_unknown: 'Please choose a bank from the list',
    bank_number: 'A bank number has 6 to 19 digits, and digits only',
    code_required: 'Please input the code',
    code_rule: 'Letters, digits, hyphen and underscore only',
    expire_required: 'Please input the expiry date',
    invalid_date: 'Please enter a date as YYYY-MM-DD',
    money_invalid: 'Please enter a whole, non-negative amount',
    money_max: 'The amount is too large',
    money_step: 'The amount must be a multiple of 10.000',
    reward_required: 'Please input the reward',
    unit_mismatch: 'The unit must match the package',
    unknown_field: 'This field is not accepted',
  },
};

const vi: MessageTable = {
  errors: {
    'common.invalid_input': 'Dữ liệu không hợp lệ',
    'common.not_found': 'Không tìm thấy',
    'common.route_not_found': 'Không có lệnh gọi này',
    'common.permission_denied': 'Không có quyền truy cập',
    'common.too_many_requests': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
    'common.payload_too_large': 'Yêu cầu quá lớn',
    'common.internal': 'Đã có lỗi xảy ra, vui lòng thử lại sau',
    'common.database': 'Cơ sở dữ liệu không sẵn sàng, vui lòng thử lại sau',
    'auth.unauthenticated': 'Vui lòng đăng nhập',
    'auth.token_expired': 'Phiên đăng nhập đã hết hạn',
    'auth.invalid_credentials': 'Tài khoản hoặc mật khẩu không chính xác',
    'auth.invalid_token': 'Mã xác thực không hợp lệ',
    'auth.invalid_refresh_token': 'Phiên làm việc đã kết thúc, vui lòng đăng nhập lại',
    'auth.invalid_sso_token': 'Đăng nhập một lần thất bại',
    'auth.account_disabled': 'Tài khoản này đã bị vô hiệu hoá',
    'auth.too_many_attempts': 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau',
    'auth.invalid_password_encryption': 'Không đọc được mật khẩu, vui lòng tải lại trang',
    'auth.account_not_verified':
      'Vui lòng xác minh địa chỉ e-mail trước: mở liên kết trong thư chúng tôi đã gửi cho bạn',
    'user.exists': 'Tài khoản đã tồn tại',
    'accounts.email_exists': 'Đã có tài khoản dùng e-mail này',
    'accounts.token_invalid': 'Liên kết không hợp lệ hoặc đã được sử dụng',
    'accounts.token_expired': 'Liên kết đã hết hạn, vui lòng yêu cầu liên kết mới',
    'users.membership_already_on': 'Thành viên đã được bật',
    'users.already_free': 'Người dùng này đã ở gói miễn phí',
    'staff.not_self': 'Bạn không thể làm điều này với tài khoản của chính mình',
    'user.not_found': 'Không tìm thấy người dùng',
    'browsers.not_found': 'Không tìm thấy trình duyệt bị chặn',
    'browsers.duplicate_file_name': 'Đã có trình duyệt bị chặn với tên tệp này',
    'browsers.nothing_to_apply': 'Bộ quy tắc chưa thay đổi kể từ lần áp dụng trước',
    'bank.not_found': 'Không tìm thấy thông tin ngân hàng',
    'promotion.not_found': 'Không tìm thấy mã khuyến mãi',
    'promotion.duplicate_code': 'Đã có khuyến mãi với mã này',
    'promotion.code_stopped': 'Mã khuyến mãi này không còn hoạt động',
    'promotion.code_expired': 'Mã khuyến mãi này đã hết hạn',
    'promotion.wrong_package': 'Mã khuyến mãi này dành cho gói khác',
    'promotion.wrong_unit': 'Mã khuyến mãi này dùng đơn vị tiền khác',
    'promotion.min_months': 'Hãy mua thêm tháng để dùng mã khuyến mãi này',
  },
  validation: {
    required: 'Trường này là bắt buộc',
    invalid: 'Giá trị không hợp lệ',
    too_short: 'Cần ít nhất {{min}} ký tự',
    too_long: 'Tối đa {{max}} ký tự',
    too_small: 'Phải lớn hơn hoặc bằng {{min}}',
    too_big: 'Phải nhỏ hơn hoặc bằng {{max}}',
    not_integer: 'Phải là số nguyên',
    invalid_option: 'Hãy chọn một trong các giá trị có sẵn',
    invalid_email: 'Vui lòng nhập địa chỉ e-mail hợp lệ',
    username_required: 'Vui lòng nhập tên đăng nhập',
    password_required: 'Vui lòng nhập mật khẩu',
    browser_name_required: 'Vui lòng nhập tên trình duyệt',
    file_name_required: 'Vui lòng nhập tên tệp',
    username_rule:
      'Không có khoảng trắng, tối thiểu 8 ký tự; cho phép chữ cái, chữ số, gạch ngang và gạch dưới',
    password_policy:
      'Tối thiểu 8 ký tự, gồm chữ thường, chữ hoa, chữ số và ký tự đặc biệt (!@#~$%^&*()+|_)',
    email_required: 'Vui lòng nhập e-mail',
    invalid_phone: 'Vui lòng nhập số điện thoại hợp lệ',
    months_required: 'Vui lòng nhập số tháng',
    months_min: 'Tối thiểu 1 tháng',
    role_required: 'Vui lòng chọn vai trò',
    bank_name_required: 'Vui lòng nhập tên ngân hàng!',
    bank_number_required: 'Vui lòng nhập số tài khoản ngân hàng!',
    bank_holder_required: 'Vui lòng nhập tên chủ tài khoản!',
    user_name_required: 'Vui lòng nhập tên người dùng!',
    bank_unknown: 'Vui lòng chọn một ngân hàng trong danh sách',
    bank_number: 'Số tài khoản gồm từ 6 đến 19 chữ số, chỉ gồm chữ số',
    code_required: 'Vui lòng nhập mã',
    code_rule: 'Chỉ gồm chữ cái, chữ số, gạch ngang và gạch dưới',
    expire_required: 'Vui lòng nhập ngày hết hạn',
    invalid_date: 'Vui lòng nhập ngày theo dạng YYYY-MM-DD',
    money_invalid: 'Vui lòng nhập số tiền nguyên, không âm',
    money_max: 'Số tiền quá lớn',
    money_step: 'Số tiền phải là bội số của 10.000',
    reward_required: 'Vui lòng nhập thưởng',
    unit_mismatch: 'Đơn vị tiền phải khớp với gói',
    unknown_field: 'Trường này không được chấp nhận',
  },
};

export const messages: Record<Language, MessageTable> = { en, vi };

/** Fills `{{name}}` placeholders, the i18next syntax the web app uses for the same texts. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
