import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EXPORTS_PER_HOUR, LGPD_CITATION } from '@core/data/personal-data';
import { PRIVACY_PATH } from '@core/links/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useExportMyData } from './api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Seus dados' on Meu Perfil: the holder's copy of their data, and the account's deletion. */
export function YourDataCard({ userId }: { userId: string }) {
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  const downloadData = async () => {
    try {
      await download.mutateAsync();
      toast({ title: 'Seus dados foram baixados', description: 'O arquivo .json está na pasta de downloads.' });
    } catch (err) {
      toast({
        title: 'Não foi possível baixar seus dados',
        description: toUserMessage(err, 'Tente novamente em instantes.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Seus dados</CardTitle>
        <CardDescription>
          Pela {LGPD_CITATION}, você pode receber uma cópia de tudo o que guardamos sobre você e excluir sua conta.{' '}
          <Link to={PRIVACY_PATH} className="font-medium text-primary underline underline-offset-2">
            O que guardamos, por quanto tempo e com quem compartilhamos
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={downloadData} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparando...' : 'Baixar meus dados'}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" /> Excluir minha conta
        </Button>
        <p className="text-xs text-muted-foreground sm:basis-full">
          Um arquivo .json com perfil, assinatura, voos salvos, alertas, notificações, milhas, histórico de buscas e de
          acessos; até {EXPORTS_PER_HOUR} por hora.
        </p>
      </CardContent>
      <DeleteAccountDialog open={deleting} userId={userId} onClose={() => setDeleting(false)} />
    </Card>
  );
}
