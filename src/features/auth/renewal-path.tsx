import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '@core/data/contact';
import { CHECKOUT_URL } from '@/shared/checkout';

/**
 * How an expired subscriber renews, said where the expiry is: the checkout page when one is configured, otherwise
 * the support address (the plans page would only say the online payment is 'em breve').
 */
export function RenewalPath() {
  if (CHECKOUT_URL)
    return (
      <a href={CHECKOUT_URL} target="_blank" rel="noopener noreferrer" className="font-medium underline">
        Renovar assinatura
      </a>
    );
  return (
    <span>
      Para renovar, escreva para{' '}
      <a
        href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Renovar assinatura')}`}
        className="font-medium underline"
      >
        {SUPPORT_EMAIL}
      </a>{' '}
      (resposta em até {SUPPORT_REPLY_HOURS} horas).
    </span>
  );
}
