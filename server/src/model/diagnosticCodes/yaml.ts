/**
 * `yaml/…`: the file is not well-formed YAML. The codes are the `yaml`
 * package's error codes in kebab case (BAD_INDENT → yaml/bad-indent); the
 * table at the end maps every one of them, so a code the package adds in a
 * new version does not compile until it is documented here.
 */
import type { ErrorCode } from 'yaml';
import { defineFamily } from './define';

const QUOTE_FIX = 'Quote the value (single quotes keep backslashes and double quotes as written).';

export const YAML_FAMILY = defineFamily('yaml', { title: 'YAML syntax' }, {
  aliasProps: {
    severity: 'error',
    summary: 'An alias (`*name`) carries an anchor or a tag.',
    explanation: 'An alias stands for a node defined elsewhere, so it cannot have an anchor (`&x`) or a tag (`!t`) of its own; the file does not parse.',
    wrong: `text: &t collect wool
description: &d *t`,
    right: `text: &t collect wool
description: *t`,
    fix: 'Remove the anchor or tag written before the alias.',
    illustrative: 'the file\'s parser resolves anchors and aliases leniently, so a short snippet need not reach this error',
  },
  badAlias: {
    severity: 'error',
    summary: 'An alias names no anchor defined before it.',
    explanation: 'YAML resolves `*name` to the node marked `&name` earlier in the file; an alias to an unknown or later anchor has no value.',
    wrong: `text: *instruction`,
    right: `text: &instruction collect wool
description: *instruction`,
    fix: 'Define the anchor before the alias, or write the value itself.',
    illustrative: 'the file\'s parser resolves anchors and aliases leniently, so a short snippet need not reach this error',
  },
  badDirective: {
    severity: 'warning',
    summary: 'A `%` directive line is not one YAML knows.',
    explanation: 'Only `%YAML` and `%TAG` directives exist; others are ignored. Task files need no directive at all.',
    wrong: `%MCU 1.0
---
text: collect wool`,
    right: `text: collect wool`,
    fix: 'Remove the directive line.',
  },
  badDqEscape: {
    severity: 'error',
    summary: 'A double-quoted string holds an escape YAML does not have.',
    explanation: 'Inside double quotes a backslash starts an escape (`\\n`, `\\"`, `\\\\`); `\\q` or a lone backslash is an error. Commands with JSON text often hit this.',
    wrong: `custom_init_commands:
  - "/say C:\\q"`,
    right: `custom_init_commands:
  - '/say C:\\q'`,
    fix: QUOTE_FIX,
  },
  badIndent: {
    severity: 'error',
    summary: 'A line is indented so that it belongs to no node.',
    explanation: 'YAML nests by indentation: items of one list or keys of one mapping must start in the same column.',
    wrong: `custom_init_commands:
  - /give @s shears
   - /time set day`,
    right: `custom_init_commands:
  - /give @s shears
  - /time set day`,
    fix: 'Align the line with its siblings.',
    illustrative: 'the parser reports a bad indent under one of several codes, depending on the lines around it',
  },
  badPropOrder: {
    severity: 'error',
    summary: 'An anchor or tag is placed where YAML does not allow it.',
    explanation: 'Anchors and tags come right before the value they mark, on the same line or the line above.',
    wrong: `text: collect wool &t`,
    right: `text: &t collect wool`,
    fix: 'Move the anchor or tag before the value.',
    illustrative: 'which placements the parser refuses depends on the surrounding structure',
  },
  badScalarStart: {
    severity: 'error',
    summary: 'An unquoted value starts with a character YAML reserves (`@`, `` ` ``, `%`, …).',
    explanation: 'A plain (unquoted) value cannot start with `@` or a backtick; a selector or a quoted word at the start of a value must be quoted.',
    wrong: `text: @p collects wool`,
    right: `text: "@p collects wool"`,
    fix: QUOTE_FIX,
  },
  blockAsImplicitKey: {
    severity: 'error',
    summary: 'A list or mapping is used as a key.',
    explanation: 'A key must be a single line of text; a block collection where a key is expected usually means a missing `:` or a wrong indent.',
    wrong: `reward_cfg:
  - event: mine_block
  objects:
    - iron_ore
  : 1`,
    right: `reward_cfg:
  - event: mine_block
    objects: [iron_ore]
    reward: 1`,
    fix: 'Indent the keys under their list item and give each a value.',
    illustrative: 'the parser reports a broken key under one of several codes, depending on the lines around it',
  },
  blockInFlow: {
    severity: 'error',
    summary: 'A block list or mapping sits inside `[...]` or `{...}`.',
    explanation: 'Inside brackets (flow style) every item is written inline; lines starting with `- ` are not allowed there.',
    wrong: `reward_cfg: [
  - event: mine_block
]`,
    right: `reward_cfg:
  - event: mine_block`,
    fix: 'Use block style (no brackets) or write the items inline, separated by commas.',
  },
  duplicateKey: {
    severity: 'error',
    summary: 'The same key appears twice in one mapping.',
    explanation: 'YAML mappings have unique keys; loaders keep one value (PyYAML, which MineStudio uses, the last one), so the other is lost without a word.',
    wrong: `text: collect wool
text: shear a sheep`,
    right: `text: shear a sheep`,
    fix: 'Keep one of the two keys.',
  },
  impossible: {
    severity: 'error',
    summary: 'The YAML parser reached a state it does not expect.',
    explanation: 'An internal error of the YAML parser on unusual input; the file is treated as not parsed.',
    wrong: `text: "collect wool`,
    right: `text: "collect wool"`,
    fix: 'Look for an unclosed quote or bracket near the position given; report the file if it looks valid.',
    illustrative: 'an internal state of the parser; no snippet is known to reach it',
  },
  keyOver1024Chars: {
    severity: 'error',
    summary: 'A key without `?` is longer than 1024 characters.',
    explanation: 'YAML limits implicit keys to 1024 characters; such a key usually is a long command missing its `- `.',
    wrong: `custom_init_commands:
  /give @s written_book{pages:[...over 1024 characters...]}: x`,
    right: `custom_init_commands:
  - /give @s written_book{pages:[...]}`,
    fix: 'Make the long text a value (a list item or after `key:`).',
    illustrative: 'the example abbreviates a key over 1024 characters',
  },
  missingChar: {
    severity: 'error',
    summary: 'A closing quote, bracket or brace is missing.',
    explanation: 'A quoted string or a flow collection (`[...]`, `{...}`) was opened and never closed, so the rest of the file is read into it.',
    wrong: `text: "collect wool
custom_init_commands: []`,
    right: `text: "collect wool"
custom_init_commands: []`,
    fix: 'Close the quote or bracket.',
  },
  multilineImplicitKey: {
    severity: 'error',
    summary: 'A key runs over more than one line.',
    explanation: 'Keys must fit on one line; this usually means a value lost its indentation or a `:` appears inside an unquoted text.',
    wrong: `text: collect
  wool: now`,
    right: `text: "collect wool: now"`,
    fix: 'Quote text that holds `: `, and indent continuation lines.',
  },
  multipleAnchors: {
    severity: 'error',
    summary: 'One node has two anchors.',
    explanation: 'A node can carry one `&anchor`.',
    wrong: `text: &a &b collect wool`,
    right: `text: &a collect wool`,
    fix: 'Keep one anchor.',
  },
  multipleDocs: {
    severity: 'error',
    summary: 'The file holds more than one YAML document (`---`).',
    explanation: 'A task file is one document: a second `---` section is not a second task, and a loader that reads one document (PyYAML\'s `safe_load`) refuses the file.',
    wrong: `text: collect wool
---
text: shear a sheep`,
    right: `text: collect wool`,
    fix: 'Put each task in its own file.',
  },
  multipleTags: {
    severity: 'error',
    summary: 'One node has two tags.',
    explanation: 'A node can carry one `!tag`.',
    wrong: `text: !!str !!str collect wool`,
    right: `text: collect wool`,
    fix: 'Remove the extra tag (task files need none).',
  },
  nonStringKey: {
    severity: 'warning',
    summary: 'A key is not text (a list, a mapping or a number written as one).',
    explanation: 'Task keys are names; a complex key cannot match any of them.',
    wrong: `? [text]
: collect wool`,
    right: `text: collect wool`,
    fix: 'Write the key as a plain name.',
    illustrative: 'the file\'s parser accepts complex keys without this warning in most positions',
  },
  resourceExhaustion: {
    severity: 'error',
    summary: 'Aliases expand to more nodes than the parser allows.',
    explanation: 'Nested aliases can multiply a small file into a huge one (the "billion laughs"); the parser stops instead.',
    wrong: `a: &a [x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a]
c: [*b, *b, *b, *b, *b, *b, *b, *b]`,
    right: `text: collect wool`,
    fix: 'Write the values out instead of nesting aliases.',
    illustrative: 'the limit depends on the parser\'s alias settings',
  },
  tabAsIndent: {
    severity: 'error',
    summary: 'A tab character is used for indentation.',
    explanation: 'YAML indents with spaces only.',
    wrong: `custom_init_commands:
\t- /give @s shears`,
    right: `custom_init_commands:
  - /give @s shears`,
    fix: 'Replace the tab with spaces.',
  },
  tagResolveFailed: {
    severity: 'warning',
    summary: 'A `!tag` is not one the YAML schema knows.',
    explanation: 'Unknown tags are read as plain values; MineStudio\'s loader may refuse them.',
    wrong: `text: !instruction collect wool`,
    right: `text: collect wool`,
    fix: 'Remove the tag.',
  },
  unexpectedToken: {
    severity: 'error',
    summary: 'A character appears where YAML expects something else.',
    explanation: 'Often a stray `]` or `}`, text after a closing quote, or a `- ` item where a key is expected.',
    wrong: `text: "collect" wool`,
    right: `text: "collect wool"`,
    fix: 'Quote the whole value, or remove the stray character.',
  },
  badCollectionType: {
    severity: 'error',
    summary: 'A tag asks for a collection of another kind.',
    explanation: 'For example `!!map` on a list: the node cannot be read as the tagged type.',
    wrong: `custom_init_commands: !!map
  - /give @s shears`,
    right: `custom_init_commands:
  - /give @s shears`,
    fix: 'Remove the tag.',
    illustrative: 'the parser reports an unknown tag first in most positions',
  },
});

export const YAML = YAML_FAMILY.codes;
export type YamlCode = (typeof YAML)[keyof typeof YAML];

/** The code for each error code of the `yaml` package (exhaustive: a new package code must be added here). */
const BY_PACKAGE_CODE: Record<ErrorCode, YamlCode> = {
  ALIAS_PROPS: YAML.aliasProps,
  BAD_ALIAS: YAML.badAlias,
  BAD_DIRECTIVE: YAML.badDirective,
  BAD_DQ_ESCAPE: YAML.badDqEscape,
  BAD_INDENT: YAML.badIndent,
  BAD_PROP_ORDER: YAML.badPropOrder,
  BAD_SCALAR_START: YAML.badScalarStart,
  BLOCK_AS_IMPLICIT_KEY: YAML.blockAsImplicitKey,
  BLOCK_IN_FLOW: YAML.blockInFlow,
  DUPLICATE_KEY: YAML.duplicateKey,
  IMPOSSIBLE: YAML.impossible,
  KEY_OVER_1024_CHARS: YAML.keyOver1024Chars,
  MISSING_CHAR: YAML.missingChar,
  MULTILINE_IMPLICIT_KEY: YAML.multilineImplicitKey,
  MULTIPLE_ANCHORS: YAML.multipleAnchors,
  MULTIPLE_DOCS: YAML.multipleDocs,
  MULTIPLE_TAGS: YAML.multipleTags,
  NON_STRING_KEY: YAML.nonStringKey,
  RESOURCE_EXHAUSTION: YAML.resourceExhaustion,
  TAB_AS_INDENT: YAML.tabAsIndent,
  TAG_RESOLVE_FAILED: YAML.tagResolveFailed,
  UNEXPECTED_TOKEN: YAML.unexpectedToken,
  BAD_COLLECTION_TYPE: YAML.badCollectionType,
};

/** The code of a `yaml` package error; an unknown one (a newer package at run time) reads as an unexpected token. */
export function yamlCode(packageCode: string): YamlCode {
  return (BY_PACKAGE_CODE as Record<string, YamlCode | undefined>)[packageCode] ?? YAML.unexpectedToken;
}
