import * as z from 'zod/mini'

/**
 * A zod schema as a JSON Schema (draft 2020-12) of what may be written (the input side: defaulted fields are
 * optional). A section the schema fills from `{}` or from a seed's story (`prefault`) shows the value it
 * becomes as its `default`, not the input it is parsed from, so a reader sees every default.
 * @example toInputJsonSchema(z.object({ n: z._default(z.number(), 1) })).properties.n.default === 1
 */
export function toInputJsonSchema(schema: z.ZodMiniType, title: string): Record<string, unknown> {
  return {
    title,
    ...z.toJSONSchema(schema, {
      io: 'input',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'prefault')
          jsonSchema.default = (zodSchema as unknown as z.ZodMiniType).parse(undefined)
      },
    }),
  }
}
