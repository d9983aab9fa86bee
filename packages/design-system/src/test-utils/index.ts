export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { expectNoAxeViolations } from './axe';
export { render } from './render';
