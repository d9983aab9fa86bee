import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from 'storybook-react-rsbuild';

/** A story's page at an address, as the shell's router would render it. */
export function withRouter(path: string): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  );
}
