export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field no person sees or hears (off-screen, `aria-hidden`, out of the tab order, no autofill): programs that
 * fill every field fill it, and the database refuses their post.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', insetInlineStart: -10000, width: 1, height: 1, overflow: 'hidden' }}
    >
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
