import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def save_regret_curve(values, path):
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(values)
    ax.set_xlabel("Number of iterations")
    ax.set_ylabel("Average regret")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
