import { Alert, AlertDescription } from '@/components/ui/alert';

/** What deleting the account does not do: the subscription is Kiwify's, and its charges go on until cancelled there. */
export function KiwifyNotice() {
  return (
    <Alert variant="warning">
      <AlertDescription>
        A assinatura comprada na Kiwify <strong>não é cancelada</strong> pela exclusão da conta. Para não ser cobrado de
        novo, cancele-a pela Kiwify (pelo e-mail da compra). Se ela for renovada, uma nova conta será criada com o seu
        e-mail.
      </AlertDescription>
    </Alert>
  );
}
