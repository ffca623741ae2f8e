import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** The end of an add/edit form: 'Salvar' (off while saving) and 'Cancelar'. */
export function FormActions({
  submitting,
  onCancel,
  className,
}: {
  submitting: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button type="submit" disabled={submitting}>
        Salvar
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}

/**
 * 'Editar' and a destructive word ('Remover', 'Apagar') under one item of a list, each named with the item for
 * screen readers ('Editar Smiles'), since a list has many of them.
 */
export function ItemActions({
  item,
  onEdit,
  onRemove,
  removeWord = 'Remover',
}: {
  item: string;
  onEdit: () => void;
  onRemove: () => void;
  removeWord?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" variant="outline" aria-label={`Editar ${item}`} onClick={onEdit}>
        <Pencil aria-hidden="true" /> Editar
      </Button>
      <Button type="button" size="sm" variant="ghost" aria-label={`${removeWord} ${item}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" /> {removeWord}
      </Button>
    </div>
  );
}
