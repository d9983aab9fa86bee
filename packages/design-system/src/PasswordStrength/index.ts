export { NewPasswordInput, type NewPasswordInputProps } from './NewPasswordInput';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export {
  checkNewPassword,
  loadPasswordChecker,
  MIN_PASSWORD_SCORE,
  PASSWORD_TOO_SHORT,
  type PasswordChecker,
  type PasswordScore,
  type PasswordStrength,
  passwordProblem,
  weakPasswordReason,
} from './password-strength';
export { usePasswordStrength } from './usePasswordStrength';
