package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void noSubcommand_printsUsageListingAnalyze() {
        CliRun run = CliRun.of();
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Usage: gomoku").contains("analyze");
    }

    @Test
    void analyzeHelp_describesItsOptions() {
        CliRun run = CliRun.of("analyze", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--rule", "--size", "--moves", "--black", "--white", "--to-move", "--json");
    }

    @Test
    void unknownSubcommand_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("play");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).doesNotContain("\n").startsWith("gomoku: ").contains("'play'");
    }
}
