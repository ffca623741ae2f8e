import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A text field; a read-only one looks like a value to read, not a box to type in (no border, muted fill). */
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 read-only:cursor-default read-only:border-transparent read-only:bg-muted read-only:shadow-none aria-invalid:border-destructive md:text-sm file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
