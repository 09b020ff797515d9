/** Parser id (from the Brigadier tree) → argument parser. */
import { problem } from '../problem';
import { type ArgParser, tokenEnd } from './context';
import { parseAngle, parseBlockPos, parseColumnPos, parseRotation, parseVec2, parseVec3 } from './coords';
import { parseComponent, parseStyle } from './json';
import { parseNbtCompound, parseNbtPath, parseNbtTag } from './nbt';
import {
  parseBool, parseDecimal, parseFloatRange, parseInteger, parseIntRange, parseTime,
} from './numbers';
import {
  parseBlockPredicate, parseBlockState, parseDimension, parseEnchantment, parseEntitySummon, parseFunction,
  parseItemPredicate, parseItemStack, parseMobEffect, parseParticle, parseResourceLocation, resourceParser,
} from './resources';
import { parseEntity, parseGameProfile, parseScoreHolder } from './selector';
import {
  parseColor, parseEntityAnchor, parseGamemode, parseGreedy, parseHeightmap, parseItemSlot, parseObjective,
  parseObjectiveCriteria, parseOperation, parseScoreboardSlot, parseString, parseSwizzle, parseTeam,
  parseTemplateMirror, parseTemplateRotation, parseUuid,
} from './strings';
import { COMMAND } from '../../diagnosticCodes';

export const ARG_PARSERS: Record<string, ArgParser> = {
  'brigadier:bool': parseBool,
  'brigadier:integer': parseInteger,
  'brigadier:long': parseInteger,
  'brigadier:float': parseDecimal,
  'brigadier:double': parseDecimal,
  'brigadier:string': parseString,
  'minecraft:entity': parseEntity,
  'minecraft:game_profile': parseGameProfile,
  'minecraft:score_holder': parseScoreHolder,
  'minecraft:vec3': parseVec3,
  'minecraft:vec2': parseVec2,
  'minecraft:block_pos': parseBlockPos,
  'minecraft:column_pos': parseColumnPos,
  'minecraft:rotation': parseRotation,
  'minecraft:angle': parseAngle,
  'minecraft:item_stack': parseItemStack,
  'minecraft:item_predicate': parseItemPredicate,
  'minecraft:block_state': parseBlockState,
  'minecraft:block_predicate': parseBlockPredicate,
  'minecraft:entity_summon': parseEntitySummon,
  'minecraft:mob_effect': parseMobEffect,
  'minecraft:item_enchantment': parseEnchantment,
  'minecraft:particle': parseParticle,
  'minecraft:resource_location': parseResourceLocation,
  'minecraft:function': parseFunction,
  'minecraft:dimension': parseDimension,
  'minecraft:resource': resourceParser(false),
  'minecraft:resource_key': resourceParser(false),
  'minecraft:resource_or_tag': resourceParser(true),
  'minecraft:resource_or_tag_key': resourceParser(true),
  'minecraft:time': parseTime,
  'minecraft:item_slot': parseItemSlot,
  'minecraft:entity_anchor': parseEntityAnchor,
  'minecraft:swizzle': parseSwizzle,
  'minecraft:objective': parseObjective,
  'minecraft:objective_criteria': parseObjectiveCriteria,
  'minecraft:operation': parseOperation,
  'minecraft:color': parseColor,
  'minecraft:message': parseGreedy,
  'minecraft:nbt_path': parseNbtPath,
  'minecraft:nbt_tag': parseNbtTag,
  'minecraft:nbt_compound_tag': parseNbtCompound,
  'minecraft:component': parseComponent,
  'minecraft:style': parseStyle,
  'minecraft:int_range': parseIntRange,
  'minecraft:float_range': parseFloatRange,
  'minecraft:uuid': parseUuid,
  'minecraft:team': parseTeam,
  'minecraft:scoreboard_slot': parseScoreboardSlot,
  'minecraft:gamemode': parseGamemode,
  'minecraft:heightmap': parseHeightmap,
  'minecraft:template_rotation': parseTemplateRotation,
  'minecraft:template_mirror': parseTemplateMirror,
};

/** A parser this tool does not know (a newer version's): take one token as it is. */
const parseUnknownToken: ArgParser = (line, start, ctx) => {
  const end = tokenEnd(line, start);
  if (end === start) return { end, failed: true, problems: [problem(start, start + 1, COMMAND.syntax, `Expected <${ctx.name}>.`)] };
  return { end, problems: [], value: { type: 'string', value: line.slice(start, end) } };
};

export function argParserFor(parser: string): ArgParser {
  return ARG_PARSERS[parser] ?? parseUnknownToken;
}
