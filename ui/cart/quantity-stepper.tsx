import * as m from '#ui-messages';
export interface QuantityStepperProps {
  readonly value: number;
  /** What is being counted, for the buttons' names ('Decrease quantity of Ghee 1 L'). */
  readonly itemName: string;
  readonly onChange: (next: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly disabled?: boolean;
}

/** Minus, the count and plus. Each button is named for the item it changes. */
export function QuantityStepper({
  value,
  itemName,
  onChange,
  min = 1,
  max = 99,
  disabled = false,
}: QuantityStepperProps) {
  return (
    <div className="qty-stepper" role="group" aria-label={m.cart_quantity_of({ item: itemName })}>
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={m.cart_quantity_decrease({ item: itemName })}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="qty-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={m.cart_quantity_increase({ item: itemName })}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
