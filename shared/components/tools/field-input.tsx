import { memo } from "react";
import type { IntakeField } from "../../content/tools/types";

export type FieldOption = string | { value: string; label: string };

/**
 * One labelled field of a tool (the PPC cover, the intake cover and steps): a real label, a helpful
 * placeholder, the browser input type the spec's entities name, and an optional hint tied by
 * aria-describedby. Memoised: a keystroke re-renders its own field (the tools pass a `field` and an
 * `onChange` that stay the same object from render to render).
 */
export const FieldInput = memo(function FieldInput({
  field,
  idPrefix,
  value,
  onChange,
}: {
  field: Omit<IntakeField, "options"> & { options?: FieldOption[] };
  idPrefix: string;
  value: string;
  onChange: (id: string, value: string) => void;
}) {
  const id = `${idPrefix}-${field.id}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = { id, name: field.id, value, "aria-describedby": hintId };
  const change = (event: { target: { value: string } }) => onChange(field.id, event.target.value);
  return (
    <div className={field.kind === "textarea" ? "form-field form-field-wide" : "form-field"}>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "select" ? (
        <select {...common} onChange={change}>
          {(field.options ?? []).map((option) => {
            const { value: optionValue, label } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {optionValue === "" ? (field.placeholder ?? "Choose one") : label}
              </option>
            );
          })}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea {...common} rows={3} placeholder={field.placeholder} onChange={change} />
      ) : (
        <input
          {...common}
          // the spec's validation rules: no format checks beyond email, tel and date, so a link field is text
          // with the URL keyboard ("www.example.com" or a bare Drive link is a fine answer, type=url would
          // flag it)
          type={field.kind === "url" ? "text" : field.kind}
          placeholder={field.kind === "date" ? undefined : field.placeholder}
          inputMode={field.id === "budget" ? "decimal" : field.kind === "url" ? "url" : undefined}
          autoComplete={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : "off"}
          onChange={change}
        />
      )}
      {field.hint ? (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
});
