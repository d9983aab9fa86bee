export { NewPasswordInput, type NewPasswordInputProps } from './NewPasswordInput';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export {
  checkNewPassword,
  loadPasswordChecker,
  MIN_PASSWORD_SCORE,
  type PasswordChecker,
  type PasswordScore,
  type PasswordStrength,
  passwordProblem,
  passwordTooShort,
  weakPasswordReason,
} from './password-strength';
export { usePasswordStrength } from './usePasswordStrength';
