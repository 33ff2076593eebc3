import { KeepRanges } from "../ui/keep-words";
import type { FaqItem } from "../../content/types";

/**
 * FAQ accordion on native <details> sharing one name: one answer open at a time, the first open at first,
 * clicking the open one closes it (the spec's states and transitions), with no JavaScript at all.
 */
export function Faq({ id, items, openFirst = true }: { id: string; items: FaqItem[]; openFirst?: boolean }) {
  return (
    <div className="faq">
      {items.map((item, index) => (
        <details key={item.question} name={id} open={openFirst && index === 0} className="faq-item">
          <summary>
            <span>{item.question}</span>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="faq-icon"
            >
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className="faq-answer">
            <p>
              <KeepRanges>{item.answer}</KeepRanges>
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}

export function faqJsonLd(items: FaqItem[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
