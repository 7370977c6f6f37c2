import { useParams } from 'react-router';
import { readCheckoutDraft } from '../../lib/checkout-draft.ts';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { readProductChoice } from './product-choice.ts';
import { ProductPage } from './product-frame.tsx';
import { ProductOrder } from './product-order.tsx';

/**
 * Success, Failure and Cancel of a product checkout: one page, since the checkout's status decides the view whichever
 * return path the provider chose; once paid it shows what was bought.
 */
export function ProductOutcomeScreen() {
  const { checkoutId = '' } = useParams();
  const { CheckoutOutcome } = useCheckoutParts();
  return (
    <ProductPage>
      {(flow) => (
        <CheckoutOutcome
          checkoutId={checkoutId}
          kind="product-variant"
          paths={{ retry: readCheckoutDraft(flow.base)?.paymentPath ?? flow.base, back: flow.base }}
          renderOrder={(checkout) => (
            <ProductOrder checkout={checkout} flow={flow} choice={readProductChoice(flow.base)} />
          )}
        />
      )}
    </ProductPage>
  );
}
