import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Whether the element scrolls sideways (its content is wider than it), followed as either resizes. */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/**
 * `stacked`: below `md` the rows become cards and each cell a labelled line (the cell's `data-label`;
 * sortable headers carry `data-sortable`), see `.table-stacked` in styles.css.
 */
export function Table({ className, stacked = false, ...props }: ComponentProps<'table'> & { stacked?: boolean }) {
  // A table wider than the screen scrolls in its box: the box then takes keyboard focus (arrow keys scroll it)
  // and is a named region, so a keyboard user reaches the hidden columns (axe `scrollable-region-focusable`).
  const { ref, scrolls } = useScrollsSideways<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'] })}
    >
      <table className={cn('w-full caption-bottom text-sm', stacked && 'table-stacked', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('p-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
