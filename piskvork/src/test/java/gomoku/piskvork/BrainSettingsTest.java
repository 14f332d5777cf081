package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

class BrainSettingsTest {
    private static final long BIG_HEAP = 8L << 30;

    @Test
    void limits_nothingSent_defaultTurnTime() {
        BrainSettings s = new BrainSettings();
        assertThat(s.limits(0)).isEqualTo(new SearchLimits(5_000 - BrainSettings.REPLY_RESERVE_MS, 0, 0, 0, 0));
    }

    @Test
    void limits_shortTurn_reserveIsATenthAtMost() {
        BrainSettings s = new BrainSettings();
        s.apply("timeout_turn", "200");
        assertThat(s.limits(0).turnTimeMs()).isEqualTo(180);
        assertThat(s.limits(30).turnTimeMs()).isEqualTo(150);
        assertThat(s.limits(1_000).turnTimeMs()).isEqualTo(1);
    }

    @Test
    void limits_overheadTakenOffBothClocks() {
        BrainSettings s = new BrainSettings();
        s.apply("timeout_turn", "5000");
        s.apply("timeout_match", "180000");
        s.apply("time_left", "90000");
        SearchLimits l = s.limits(120);
        assertThat(l.turnTimeMs()).isEqualTo(5_000 - 120 - BrainSettings.REPLY_RESERVE_MS);
        assertThat(l.timeLeftMs()).isEqualTo(89_880);
        assertThat(l.matchTimeMs()).isEqualTo(180_000);
    }

    @Test
    void limits_zeroTurnTime_asFastAsPossible() {
        BrainSettings s = new BrainSettings();
        s.apply("timeout_turn", "0");
        assertThat(s.limits(0).turnTimeMs()).isEqualTo(1);
        assertThat(s.limits(500).turnTimeMs()).isEqualTo(1);
    }

    @Test
    void limits_timeLeftOnly_noTurnLimit() {
        BrainSettings s = new BrainSettings();
        s.apply("time_left", "60000");
        assertThat(s.limits(0)).isEqualTo(new SearchLimits(0, 0, 60_000, 0, 0));
    }

    @Test
    void limits_unlimitedOrNegativeTimeLeft() {
        BrainSettings s = new BrainSettings();
        s.apply("time_left", "2147483647");
        assertThat(s.limits(0)).isEqualTo(new SearchLimits(5_000 - BrainSettings.REPLY_RESERVE_MS, 0, 0, 0, 0));
        s.apply("time_left", "-250");
        assertThat(s.limits(0).timeLeftMs()).isEqualTo(1);
    }

    @Test
    void limits_depthAndNodes_passedThrough() {
        BrainSettings s = new BrainSettings();
        s.apply("MAX_DEPTH", "9");
        s.apply("max_node", "250000");
        SearchLimits l = s.limits(0);
        assertThat(l.maxDepth()).isEqualTo(9);
        assertThat(l.maxNodes()).isEqualTo(250_000);
    }

    @Test
    void apply_malformedValues_ignored() {
        BrainSettings s = new BrainSettings();
        for (String key : new String[] {"timeout_turn", "timeout_match", "time_left", "max_memory", "thread_num",
                "max_depth", "max_node", "rule", "game_type"})
            for (String bad : new String[] {"", "abc", "1.5", "+3", "99999999999999999999999"})
                assertThat(s.apply(key, bad)).as(key + " " + bad).isEqualTo(BrainSettings.Change.NONE);
        assertThat(s.limits(0)).isEqualTo(new BrainSettings().limits(0));
        assertThat(s.rule).isEqualTo(Rule.FREESTYLE);
        assertThat(s.ruleError).isNull();
        assertThat(s.threads).isEqualTo(BrainSettings.DEFAULT_THREADS);
    }

    @Test
    void apply_rule_decodedAsReferenceRecommends() {
        BrainSettings s = new BrainSettings();
        int[] codes = {0, 1, 2, 4, 5, 3};
        Rule[] rules = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.RENJU, Rule.RENJU, Rule.STANDARD};
        for (int i = 0; i < codes.length; i++) {
            assertThat(s.apply("rule", String.valueOf(codes[i]))).isEqualTo(BrainSettings.Change.RULE);
            assertThat(s.rule).as("rule %d", codes[i]).isEqualTo(rules[i]);
        }
    }

    @Test
    void apply_unsupportedRule_errorKeptAndRuleUnchanged() {
        BrainSettings s = new BrainSettings();
        s.apply("rule", "1");
        assertThat(s.apply("rule", "9")).isEqualTo(BrainSettings.Change.NONE);
        assertThat(s.rule).isEqualTo(Rule.STANDARD);
        assertThat(s.ruleError).startsWith("unsupported rule 9");
        s.apply("rule", "4");
        assertThat(s.ruleError).isNull();
        assertThat(s.rule).isEqualTo(Rule.RENJU);
    }

    @Test
    void hashMb_fromMaxMemory() {
        BrainSettings s = new BrainSettings();
        assertThat(s.hashMb(BIG_HEAP)).isEqualTo(115);                 // nothing sent: 350 MB assumed
        s.apply("max_memory", "367001600");                            // Gomocup's 350 MB
        assertThat(s.hashMb(BIG_HEAP)).isEqualTo(115);
        s.apply("max_memory", "0");
        assertThat(s.hashMb(BIG_HEAP)).isEqualTo(115);
        s.apply("max_memory", String.valueOf(100L << 20));
        assertThat(s.hashMb(BIG_HEAP)).isEqualTo(BrainSettings.MIN_HASH_MB);
        s.apply("max_memory", "2147483647");
        assertThat(s.hashMb(BIG_HEAP)).isEqualTo(963);
        s.apply("max_memory", String.valueOf(64L << 30));
        assertThat(s.hashMb(BIG_HEAP * 4)).isEqualTo(BrainSettings.MAX_HASH_MB);
    }

    @Test
    void hashMb_neverMoreThanHalfTheHeap() {
        BrainSettings s = new BrainSettings();
        s.apply("max_memory", "2147483647");
        assertThat(s.hashMb(256L << 20)).isEqualTo(128);
    }

    @Test
    void apply_threads_clamped() {
        BrainSettings s = new BrainSettings();
        assertThat(s.apply("thread_num", "4")).isEqualTo(BrainSettings.Change.THREADS);
        assertThat(s.threads).isEqualTo(4);
        assertThat(s.apply("thread_num", "0")).isEqualTo(BrainSettings.Change.NONE);
        assertThat(s.threads).isEqualTo(4);
        s.apply("thread_num", "100000");
        assertThat(s.threads).isEqualTo(BrainSettings.MAX_THREADS);
    }

    @Test
    void apply_evaluation_autoNetworkOrClassical() {
        BrainSettings s = new BrainSettings();
        assertThat(s.evaluation).isEqualTo(gomoku.engine.eval.Evaluation.AUTO);
        assertThat(s.apply("evaluation", "network")).isEqualTo(BrainSettings.Change.EVALUATION);
        assertThat(s.evaluation).isEqualTo(gomoku.engine.eval.Evaluation.NETWORK);
        assertThat(s.apply("EVALUATION", "Classical")).isEqualTo(BrainSettings.Change.EVALUATION);
        assertThat(s.evaluation).isEqualTo(gomoku.engine.eval.Evaluation.CLASSICAL);
        assertThat(s.apply("evaluation", "neural")).isEqualTo(BrainSettings.Change.NONE);
        assertThat(s.evaluation).isEqualTo(gomoku.engine.eval.Evaluation.CLASSICAL);
        assertThat(s.apply("evaluation", "auto")).isEqualTo(BrainSettings.Change.EVALUATION);
        assertThat(s.evaluation).isEqualTo(gomoku.engine.eval.Evaluation.AUTO);
    }
}
