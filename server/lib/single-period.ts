/**
 * A value that ends with its own period ("11:18 a.m." in English times, an abbreviation) at the end
 * of a sentence ("…a full refund until {until}.") would be followed by the message's period too:
 * "11:18 a.m..". As in print, the value's period ends the sentence. Each such value goes into the
 * message as a mark; a mark followed by a period comes back as the value alone, any other as the value.
 * (The SPA has the same rule in src/i18n/single-period.ts: the two programs share no code.)
 */
export function formatWithSinglePeriod<Values extends Record<string, unknown>>(
  format: (values: Values | undefined) => string,
  values: Values | undefined,
): string {
  if (!values) return format(values);
  const ending = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].endsWith('.'));
  if (ending.length === 0) return format(values);
  // Private-use characters: no message or value of ours contains them.
  const marks = ending.map(([name, value], index) => ({ name, value, mark: `\uE000${index}\uE001` }));
  const marked = { ...values, ...Object.fromEntries(marks.map(({ name, mark }) => [name, mark])) };
  let text = format(marked);
  for (const { mark, value } of marks) text = text.replaceAll(`${mark}.`, value).replaceAll(mark, value);
  return text;
}
