/**
 * The PPC guide's copy cards: ad templates with {city} filled from the market field plus the landing page
 * standards (the spec's entities, "Ad template", business constants "Guide tips"), and the negative keyword
 * builder (the spec's business constants, validation rules).
 */
import { KeepWords } from "../../components/ui/keep-words";
import { memo, useState } from "react";
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { buildNegatives, type NegativesResult } from "./negatives";
import { CopyButton } from "../../components/tools/copy-button";
import { ToolCard } from "../../components/tools/tool-frame";

export const fillCity = (template: string, market: string) =>
  template.replaceAll("{city}", market.trim() || "[City]");

export const AdCopyCard = memo(function AdCopyCard({
  content,
  market,
}: {
  content: PpcGuideContent;
  market: string;
}) {
  return (
    <ToolCard id="ad-copy" title={content.adCopy.title} intro={content.adCopy.intro}>
      <ul className="ad-templates">
        {content.adCopy.templates.map((template) => {
          const headline = fillCity(template.headline, market);
          const text = fillCity(template.text, market);
          return (
            <li key={template.type} className="ad-template">
              <p className="ad-type">{template.type}</p>
              <p className="ad-headline">{headline}</p>
              <p className="ad-text">{text}</p>
              <CopyButton text={`${headline}\n${text}`} label={`Copy ${template.type.toLowerCase()} ad`} />
            </li>
          );
        })}
      </ul>
      <h3 className="tool-subtitle">
        <KeepWords>{content.landingStandards.title}</KeepWords>
      </h3>
      <dl className="standards">
        {content.landingStandards.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>
              <strong>{item.value}</strong> <span>{item.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </ToolCard>
  );
});

export const NegativeBuilderCard = memo(function NegativeBuilderCard({
  content,
}: {
  content: PpcGuideContent["negativeBuilder"];
}) {
  const [terms, setTerms] = useState("");
  const [result, setResult] = useState<NegativesResult | null>(null);
  return (
    <ToolCard id="negative-builder" title={content.title} intro={content.intro}>
      <form
        className="negatives"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(buildNegatives(terms));
        }}
      >
        <div className="form-field">
          <label htmlFor="negative-terms">{content.label}</label>
          <textarea
            id="negative-terms"
            rows={6}
            value={terms}
            placeholder={content.placeholder}
            onChange={(e) => setTerms(e.target.value)}
          />
        </div>
        <div className="tool-row" data-print="hide">
          <button type="submit" className="btn btn-primary btn-sm">
            Suggest negatives
          </button>
        </div>
      </form>
      <div className="negatives-result" role="status">
        {result === null ? null : result.kind === "ok" ? (
          <>
            <p>
              {result.suggestions.length} suggested negative{result.suggestions.length === 1 ? "" : "s"}:
            </p>
            <pre className="negatives-list" data-testid="negatives-list">
              {result.text}
            </pre>
          </>
        ) : (
          <p className="tool-note">{result.message}</p>
        )}
      </div>
      {result?.kind === "ok" ? <CopyButton text={result.text} label="Copy negatives" /> : null}
    </ToolCard>
  );
});
