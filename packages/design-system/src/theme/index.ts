export { ColorSchemeToggle } from './ColorSchemeToggle';
export { theme } from './theme';
