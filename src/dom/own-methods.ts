// Gives one parse5 object (a parser's tokenizer or open-element stack) methods of its own: functions shared by all
// such objects, which keep their state in fields of the object (so that parse5's calls meet one target from page to
// page), or closures over it.
//
// Not as `object.method = (…) => …`: V8 allocates a function literal assigned to a property straight in the old
// generation (it takes such functions for long-lived ones), and a dead closure there keeps what it captures alive
// through every scavenge until the next full collection. Capturing the tokenizer, such closures kept the parser
// and its whole tree alive, so every page's tree was copied and promoted after its parse had ended
// (docs/experiments.md, "Speed levers"). The functions of an object literal are allocated young.
export function setOwnMethods<T extends object>(target: T, methods: Partial<T>): void {
  Object.assign(target, methods);
}
