import type { IntakeField } from "../../tools/types";

/** One intake question: a real label, a helpful placeholder, the browser input type spec 001 §3 names. */
export function IntakeFieldInput({
  field,
  value,
  onChange,
}: {
  field: IntakeField;
  value: string;
  onChange: (id: string, value: string) => void;
}) {
  const id = `intake-${field.id}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.id,
    value,
    "aria-describedby": hintId,
  };
  const wide = field.kind === "textarea";
  return (
    <div className={wide ? "form-field form-field-wide" : "form-field"}>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "select" ? (
        <select {...common} onChange={(e) => onChange(field.id, e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option === "" ? (field.placeholder ?? "Choose one") : option}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea
          {...common}
          rows={3}
          placeholder={field.placeholder}
          onChange={(e) => onChange(field.id, e.target.value)}
        />
      ) : (
        <input
          {...common}
          type={field.kind}
          placeholder={field.kind === "date" ? undefined : field.placeholder}
          autoComplete={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : "off"}
          onChange={(e) => onChange(field.id, e.target.value)}
        />
      )}
      {field.hint ? (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
}
