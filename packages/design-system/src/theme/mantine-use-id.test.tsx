import { useId as mantineUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

/** Renders `count` labelled inputs with the given hook and reports each render's ids. */
function renders(hook: (staticId?: string) => string, count: number) {
  const seen: string[][] = Array.from({ length: count }, () => []);
  function Field({ index }: { index: number }) {
    const id = hook();
    seen[index]?.push(id);
    return (
      <>
        <label htmlFor={id}>Field {index}</label>
        <input id={id} />
      </>
    );
  }
  const view = render(
    <form>
      {Array.from({ length: count }, (_, index) => (
        <Field key={`field-${index}`} index={index} />
      ))}
    </form>,
  );
  return { seen, view };
}

describe("the design system's useId for Mantine", () => {
  it('renders each component once, where Mantine renders it again to change its id', () => {
    expect(renders(useId, 3).seen.map((ids) => ids.length)).toEqual([1, 1, 1]);
    // What the replacement is for: Mantine's own sets a random id after mounting, a second render.
    expect(renders(mantineUseId, 3).seen.map((ids) => ids.length)).toEqual([2, 2, 2]);
  });

  it('gives each component its own id, Mantine-prefixed, that labels its input', () => {
    const { seen, view } = renders(useId, 3);
    const ids = seen.map(([id]) => id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^mantine-/);
    expect(view.getByLabelText('Field 1')).toHaveAttribute('id', ids[1]);
  });

  it('returns the id it is given', () => {
    function Named() {
      return <span data-testid="named" id={useId('faq-search')} />;
    }
    expect(render(<Named />).getByTestId('named')).toHaveAttribute('id', 'faq-search');
  });
});
