import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { CardType } from "../../../graphql/card.types.js";

@ObjectType("FusionIngredient", { description: "One input of a recipe and what the viewer holds of it." })
export class FusionIngredientType {
  @Field(() => CardType) card!: CardType;
  @Field(() => Int, { description: "Units the recipe consumes." }) units!: number;
  @Field(() => Int, { description: "Units the viewer holds outside open listings (0 for visitors)." })
  held!: number;
  @Field(() => Int, { description: "Units the viewer has on open listings (they do not count)." })
  listed!: number;
}

@ObjectType("FusionRecipe", {
  description: "Cards fused into another: the inputs are burnt, the output minted.",
})
export class FusionRecipeType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => CardType) outputCard!: CardType;
  @Field(() => Int) outputUnits!: number;
  @Field() active!: boolean;
  @Field(() => [FusionIngredientType]) inputs!: FusionIngredientType[];
  @Field({ description: "The viewer holds every input in the needed quantity outside listings." })
  canFuse!: boolean;
  @Field() createdAt!: Date;
}

@ObjectType("FusionRecordInput")
export class FusionRecordInputType {
  @Field(() => CardType) card!: CardType;
  @Field(() => Int) units!: number;
}

@ObjectType("FusionRecord", { description: "A fusion the user made." })
export class FusionRecordType {
  @Field(() => ID) id!: string;
  @Field(() => ID) recipeId!: string;
  @Field() recipeName!: string;
  @Field(() => [FusionRecordInputType]) inputs!: FusionRecordInputType[];
  @Field(() => CardType) outputCard!: CardType;
  @Field(() => Int) outputUnits!: number;
  @Field() createdAt!: Date;
}

@InputType("FusionIngredientInput")
export class FusionIngredientInput {
  @Field(() => ID) cardId!: string;
  @Field(() => Int) units!: number;
}

@InputType("CreateFusionRecipeInput")
export class CreateFusionRecipeInput {
  @Field() name!: string;
  @Field(() => ID) outputCardId!: string;
  @Field(() => Int) outputUnits!: number;
  @Field(() => [FusionIngredientInput]) inputs!: FusionIngredientInput[];
}
