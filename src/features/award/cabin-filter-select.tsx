import { Label } from '@/components/ui/label';
import { selectClass } from './field-styles';

/** 'Filtrar por classe' over award rows: one of `options`, the first usually 'Todas'. */
export function CabinFilterSelect<T extends string>({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
}) {
  return (
    <div className="grid min-w-48 gap-1.5">
      <Label htmlFor={id}>Filtrar por classe</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
