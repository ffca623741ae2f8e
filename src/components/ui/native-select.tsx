import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A plain <select> styled like Input: the phone's own picker, nothing to load. Name it with a <Label htmlFor>. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
