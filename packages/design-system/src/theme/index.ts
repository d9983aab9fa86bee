export { ColorSchemeToggle } from './ColorSchemeToggle';
export { datesSettings } from './dates';
export { theme } from './theme';
